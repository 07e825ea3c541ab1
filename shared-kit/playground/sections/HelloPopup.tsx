import { Button, Typography } from 'antd';
import type { PopupScreenProps } from '@scriptorium/shared-kit/core';

/** A registered pop-up screen of the playground (opened by `?popup=…&comp=Hello`). */
export function HelloPopup({ params, close }: PopupScreenProps) {
  return (
    <div>
      <Typography.Paragraph>
        Hello {params.name ?? 'there'} — this screen was opened from the URL query.
      </Typography.Paragraph>
      <Button onClick={close}>Close</Button>
    </div>
  );
}
