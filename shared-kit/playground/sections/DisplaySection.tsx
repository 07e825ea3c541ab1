import { useState } from 'react';
import { Button, Col, Row, Space } from 'antd';
import { BADGE_STATUSES } from '@scriptorium/contracts/core';
import { confirmAndRun, startTopProgress, useFeedback } from '@scriptorium/shared-kit/core';
import { Money } from '@scriptorium/shared-kit/format';
import { DATE_FORMATS, DateTime } from '@scriptorium/shared-kit/dates';
import {
  ActionButton,
  ExportProgress,
  StarRating,
  StatusBadge,
  UploadProgress,
  useUploads,
} from '@scriptorium/shared-kit/ui';
import { Section } from './Section.js';

const SAMPLE_DATE = '2025-03-07T15:05:00';

/** Badges, rating, money, dates, action buttons, dialogs and toasts, progress. */
export function DisplaySection() {
  const [stars, setStars] = useState(4);
  const f = useFeedback();
  const uploads = useUploads({ url: 'files/upload' });
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Section title="StatusBadge — every status, numeric 0–3">
          <Space wrap>
            {[...new Set(BADGE_STATUSES), 0, 1, 2, 3].map((s) => (
              <StatusBadge key={String(s)} status={s} />
            ))}
          </Space>
        </Section>
        <Section title="StarRating, Money, DateTime">
          <StarRating value={stars} onChange={setStars} /> <StarRating value={3} />
          <p>
            <Money value={1234.5} currency="USD" /> · <Money value={60250} currency="KSh" /> · <Money value={99} />
          </p>
          {Object.keys(DATE_FORMATS).map((k) => (
            <div key={k}>
              {k}: <DateTime value={SAMPLE_DATE} format={k} />
            </div>
          ))}
        </Section>
      </Col>
      <Col xs={24} lg={12}>
        <Section title="ActionButton">
          <Space wrap>
            <ActionButton action="orders/1/approve">Approve</ActionButton>
            <ActionButton action="orders/2/approve" confirm type="primary">
              Approve (confirm)
            </ActionButton>
            <ActionButton action="broken">Fails</ActionButton>
            <ActionButton action="broken" silent>
              Silent fail
            </ActionButton>
          </Space>
        </Section>
        <Section title="Dialogs and toasts">
          <Space wrap>
            <Button onClick={() => f.toast.success('Order saved')}>Toast</Button>
            <Button onClick={() => f.successDialog('Password changed')}>Success!</Button>
            <Button onClick={() => f.errorDialog(new Error('Cannot read properties of undefined'))}>
              Script error
            </Button>
            <Button
              onClick={async () => {
                const r = await confirmAndRun('orders/3/approve', { rating: 5 });
                if (r.success) f.toast.success('Order approved');
              }}
            >
              confirmAndRun
            </Button>
          </Space>
        </Section>
        <Section title="Progress">
          <Space wrap style={{ marginBottom: 8 }}>
            <input
              type="file"
              multiple
              aria-label="Upload files"
              onChange={(e) => e.target.files && uploads.upload(e.target.files)}
            />
            <Button
              onClick={() => {
                const end = startTopProgress();
                setTimeout(end, 2000);
              }}
            >
              Top bar for 2 s
            </Button>
          </Space>
          <UploadProgress items={uploads.items} onCancel={uploads.cancel} />
          <ExportProgress open />
        </Section>
      </Col>
    </Row>
  );
}
