import { useRef, type Dispatch, type SetStateAction } from 'react';
import { Button } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/form/catalog.js';

/** What the order form's file field shows and does. */
export interface AttachFilesProps {
  /** The files attached so far (kept in the form, sent with the order). */
  files: File[];
  /** Checks a batch the user picked and attaches what passes (see useOrderForm). */
  attach: (batch: File[]) => void;
  setFiles: Dispatch<SetStateAction<File[]>>;
}

/**
 * The order form's "Attach files" field: the browser's own file picker (a hidden `<input type=file
 * multiple>` the button opens) and the attached files by name, each with a Remove button. Files are only
 * collected here; they are uploaded with the order. No antd Upload: its uploading machinery (requests,
 * progress bars, ~16 KB gzip with Progress) went unused, and it made the guest's form miss its byte
 * budget (450 KB gzip of JavaScript).
 * @see docs/product.md §2 /orders/new (files)
 */
export function AttachFiles({ files, attach, setFiles }: AttachFilesProps) {
  const t = useT(catalog);
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={picker}
        type="file"
        multiple
        // Not the `hidden` attribute: a style sheet's `display` for inputs would show it again.
        style={{ display: 'none' }}
        onChange={(e) => {
          const batch = [...(e.target.files ?? [])];
          // The same file may be picked again after a Remove.
          e.target.value = '';
          if (batch.length) attach(batch);
        }}
      />
      <Button icon={<UploadOutlined />} onClick={() => picker.current?.click()}>
        {t('orders.form.attach')}
      </Button>
      {files.length > 0 && (
        <ul aria-label={t('orders.form.attached')} style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
          {files.map((file, i) => (
            <li key={`${i}-${file.name}`} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <PaperClipOutlined aria-hidden />
              <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{file.name}</span>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('orders.form.removeFile', { name: file.name })}
                onClick={() => setFiles((list) => list.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
