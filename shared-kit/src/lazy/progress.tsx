/**
 * Lazy versions of the progress indicators (antd Progress, List): their code loads when an export or
 * an upload first shows one. While closed (export) or empty (uploads) they render nothing and load
 * nothing, exactly like the components they wrap.
 * @see docs/product.md §7 (Table export), §8 (File upload)
 */
import type { ExportProgressProps } from '../progress/ExportProgress.js';
import type { UploadProgressProps } from '../progress/UploadProgress.js';
import { lazyComponent } from './lazyComponent.js';

const LazyExport = lazyComponent<ExportProgressProps>('ExportProgress', () =>
  import('../progress/ExportProgress.js').then((m) => m.ExportProgress),
);
const LazyUpload = lazyComponent<UploadProgressProps>('UploadProgress', () =>
  import('../progress/UploadProgress.js').then((m) => m.UploadProgress),
);

/** {@link import('../progress/ExportProgress.js').ExportProgress}, loaded when first opened. */
export function ExportProgress(props: ExportProgressProps) {
  return props.open ? <LazyExport {...props} /> : null;
}

/** {@link import('../progress/UploadProgress.js').UploadProgress}, loaded when the first upload shows. */
export function UploadProgress(props: UploadProgressProps) {
  return props.items.length > 0 ? <LazyUpload {...props} /> : null;
}
