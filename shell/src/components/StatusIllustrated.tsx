import { Result, type ResultProps } from 'antd';

/** antd's `<Result>` with its status illustration: loaded by the 404/403 pages (see StatusPages). */
export default function StatusIllustrated(props: ResultProps) {
  return <Result {...props} />;
}
