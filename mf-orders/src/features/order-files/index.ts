/** What other features may use of order-files: the order's file list with its upload and actions. */
export { OrderFiles, NO_FILES, type OrderFilesProps } from './OrderFiles.js';
