import type { Dispatch, SetStateAction } from 'react';
import { Upload } from 'antd';
import { AttachFilesButton } from './AttachFilesButton.js';

/** What the order form's file field shows and does. */
export interface AttachFilesProps {
  /** The files attached so far (kept in the form, sent with the order). */
  files: File[];
  /** Checks a batch the user picked and attaches what passes (see useOrderForm). */
  attach: (batch: File[]) => void;
  setFiles: Dispatch<SetStateAction<File[]>>;
}

/**
 * The order form's "Attach files" field: antd's Upload (which brings Progress, ~16 KB gzip), kept out
 * of the form's first download — the form renders {@link AttachFilesButton} until it arrives (issue 16).
 * Files are only collected here; they are uploaded with the order.
 * @see docs/product.md §2 /orders/new (files)
 */
export default function AttachFiles({ files, attach, setFiles }: AttachFilesProps) {
  return (
    <Upload multiple fileList={files.map((file, i) => ({ uid: `${i}-${file.name}`, name: file.name, status: 'done' as const }))}
      beforeUpload={(file, batch) => { if (file === batch[0]) attach(batch); return false; }}
      onRemove={(item) => setFiles((list) => list.filter((file, i) => `${i}-${file.name}` !== item.uid))}>
      <AttachFilesButton />
    </Upload>
  );
}
