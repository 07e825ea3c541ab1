import { useRef, useState } from 'react';
import { Avatar, Button, Space } from 'antd';
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { PICTURE_ACCEPT, pictureSrc } from './pictureSrc.js';

/** Props of {@link ProfilePicture}. */
export interface ProfilePictureProps {
  name: string;
  picture: string | null;
  /** Uploads the chosen file; resolves to whether it was saved. */
  onUpload: (file: File) => Promise<boolean>;
}

/** The user's picture (or initials) with a button to upload a new one (JPEG, PNG, GIF or WebP, ≤ 5 MB). */
export function ProfilePicture({ name, picture, onUpload }: ProfilePictureProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const t = useT(catalog);
  const src = pictureSrc(picture);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <Space orientation="vertical" align="center">
      <Avatar
        size={96}
        src={src ?? undefined}
        icon={src || initials ? undefined : <UserOutlined />}
        alt={t('auth.profile.picture_alt', { name })}
      >
        {src ? null : initials}
      </Avatar>
      <input
        ref={input}
        type="file"
        accept={PICTURE_ACCEPT}
        aria-label={t('auth.profile.picture')}
        style={{ display: 'none' }}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setUploading(true);
          try {
            await onUpload(file);
          } finally {
            setUploading(false);
          }
        }}
      />
      <Button icon={<CameraOutlined />} loading={uploading} onClick={() => input.current?.click()}>
        {t('auth.profile.upload_picture')}
      </Button>
    </Space>
  );
}
