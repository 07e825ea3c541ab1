import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';

/** The order form's "Attach files" button: inside antd's Upload, and alone while Upload loads (see AttachFiles). */
export function AttachFilesButton() {
  return <Button icon={<UploadOutlined />}>Attach files</Button>;
}
