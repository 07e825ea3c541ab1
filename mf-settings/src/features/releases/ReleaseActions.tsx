import { useState } from 'react';
import { Button, InputNumber, Modal, Space, Typography } from 'antd';
import type { ReleaseRow } from '@scriptorium/contracts/settings';
import { confirmAndRun, errorMessage, feedback, post, serverMessage, useCan } from '@scriptorium/shared-kit/core';
import { previewAction, promoteAction } from './api.js';

/** Props of {@link ReleaseActions}. */
export interface ReleaseActionsProps {
  release: ReleaseRow;
  /** The remote's revision the list showed: a change made meanwhile elsewhere refuses this one (409). */
  revision: number;
  /** Called after an action was answered (done, or refused). */
  onDone: () => void;
}

/**
 * The actions on one release: Promote (to everyone, or a canary of a share of people: a dialog asks and
 * says who gets it)
 * unless it is live, and Preview (this browser only, after a confirmation, then the page reloads with it)
 * for an admin holding `deploy.releases.preview`.
 * @see docs/deploying.md Releases
 */
export function ReleaseActions({ release, revision, onDone }: ReleaseActionsProps) {
  const mayPreview = useCan('deploy.releases.preview');
  const [promoting, setPromoting] = useState(false);
  const [percent, setPercent] = useState<number | null>(100);
  const [busy, setBusy] = useState(false);

  // The dialog is the confirmation: it says who gets the release, and nothing is sent before its button.
  const promote = async () => {
    setBusy(true);
    try {
      const answer = await post(promoteAction(release.remote, release.id), {
        expected_revision: revision,
        percent: percent ?? 100,
      });
      feedback.toast.success(serverMessage(answer) ?? 'Promoted');
    } catch (error) {
      feedback.toast.error(errorMessage(error));
    }
    setBusy(false);
    setPromoting(false);
    onDone();
  };

  const preview = async () => {
    const run = await confirmAndRun(
      previewAction,
      { remote: release.remote, release: release.id },
      {
        title: 'Preview in this browser?',
        content: `Every page of this browser will load ${release.remote} ${release.id} until you press Exit on the preview bar or sign out. Nobody else is affected.`,
      },
    );
    if (run.success) window.location.reload();
    else if (!run.cancelled) feedback.toast.error(run.message);
  };

  return (
    <Space wrap size="small">
      {release.state !== 'live' && (
        <Button size="small" type="primary" onClick={() => setPromoting(true)}>
          Promote
        </Button>
      )}
      {mayPreview && (
        <Button size="small" onClick={() => void preview()}>
          Preview
        </Button>
      )}
      <Modal
        open={promoting}
        title={`Promote ${release.remote} ${release.id}`}
        okText="Promote"
        onOk={() => void promote()}
        confirmLoading={busy}
        onCancel={() => setPromoting(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          The deploy check runs again against the app first. 100 % makes it live for everyone; less serves it to that
          share of people (a canary) while the others keep the live release.
        </Typography.Paragraph>
        <label>
          Share of people (%){' '}
          <InputNumber
            aria-label="Share of people (%)"
            min={1}
            max={100}
            precision={0}
            value={percent}
            onChange={(v) => setPercent(v)}
          />
        </label>
        <Typography.Paragraph style={{ marginTop: 12 }}>{promoteText(release, percent ?? 100)}</Typography.Paragraph>
      </Modal>
    </Space>
  );
}

function promoteText(release: ReleaseRow, percent: number): string {
  return percent >= 100
    ? `Everyone will get ${release.remote} ${release.id} on their next page load.`
    : `${percent}% of people will get ${release.remote} ${release.id} on their next page load.`;
}
