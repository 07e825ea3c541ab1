import { useState } from 'react';
import { Button, InputNumber, Modal, Space, Typography } from 'antd';
import type { ReleaseRow } from '@scriptorium/contracts/settings';
import { confirmAndRun, errorMessage, feedback, post, serverMessage, useCan, useT } from '@scriptorium/shared-kit/core';
import { catalog, type SettingsT } from '../../i18n/catalog.js';
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
  const t = useT(catalog);

  // The dialog is the confirmation: it says who gets the release, and nothing is sent before its button.
  const promote = async () => {
    setBusy(true);
    try {
      const answer = await post(promoteAction(release.remote, release.id), {
        expected_revision: revision,
        percent: percent ?? 100,
      });
      feedback.toast.success(serverMessage(answer) ?? catalog.t('settings.releases.promoted'));
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
        title: catalog.t('settings.releases.previewTitle'),
        content: catalog.t('settings.releases.previewText', { remote: release.remote, release: release.id }),
      },
    );
    if (run.success) window.location.reload();
    else if (!run.cancelled) feedback.toast.error(run.message);
  };

  return (
    <Space wrap size="small">
      {release.state !== 'live' && (
        <Button size="small" type="primary" onClick={() => setPromoting(true)}>
          {t('settings.releases.promote')}
        </Button>
      )}
      {mayPreview && (
        <Button size="small" onClick={() => void preview()}>
          {t('settings.releases.preview')}
        </Button>
      )}
      <Modal
        open={promoting}
        title={t('settings.releases.promoteTitle', { remote: release.remote, release: release.id })}
        okText={t('settings.releases.promote')}
        onOk={() => void promote()}
        confirmLoading={busy}
        onCancel={() => setPromoting(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('settings.releases.promoteExplain')}</Typography.Paragraph>
        <label>
          {t('settings.releases.share')}{' '}
          <InputNumber
            aria-label={t('settings.releases.share')}
            min={1}
            max={100}
            precision={0}
            value={percent}
            onChange={(v) => setPercent(v)}
          />
        </label>
        <Typography.Paragraph style={{ marginTop: 12 }}>{promoteText(t, release, percent ?? 100)}</Typography.Paragraph>
      </Modal>
    </Space>
  );
}

function promoteText(t: SettingsT, release: ReleaseRow, percent: number): string {
  const values = { remote: release.remote, release: release.id, percent };
  return percent >= 100 ? t('settings.releases.promoteEveryone', values) : t('settings.releases.promoteShare', values);
}
