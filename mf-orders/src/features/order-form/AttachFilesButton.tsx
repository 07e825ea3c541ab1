import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';

/**
 * The order form's "Attach files" button: inside antd's Upload, and alone while Upload loads (see
 * AttachFiles; `onClick` then tries the load again if it failed).
 */
export function AttachFilesButton({ onClick }: { onClick?: () => void }) {
  return <Button icon={<UploadOutlined />} onClick={onClick}>Attach files</Button>;
}
