import { Alert, Button, Card, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import type { ReleaseRow, RemoteReleases } from '@scriptorium/contracts/settings';
import { confirmAndRun, feedback, serverMessage, useT } from '@scriptorium/shared-kit/core';
import { useResource } from '@scriptorium/shared-kit/data';
import { DateTime } from '@scriptorium/shared-kit/dates';
import { catalog } from '../../i18n/catalog.js';
import { releasesQuery, rollbackAction } from './api.js';
import { ReleaseActions } from './ReleaseActions.js';

function StateTag({ release }: { release: ReleaseRow }) {
  const t = useT(catalog);
  if (release.state === 'live') return <Tag color="green">{t('settings.releases.state', { state: 'live' })}</Tag>;
  if (release.state === 'canary')
    return <Tag color="orange">{t('settings.releases.canary', { percent: release.canary_percent })}</Tag>;
  return <Tag>{t('settings.releases.state', { state: release.state })}</Tag>;
}

/** One remote's releases: what it serves, then each release with its state, who and when, check and errors. */
function RemoteCard({ remote, onDone }: { remote: RemoteReleases; onDone: () => void }) {
  const live = remote.releases.find((r) => r.state === 'live');
  const canary = remote.releases.find((r) => r.state === 'canary');
  const t = useT(catalog);
  const byApp = t('settings.releases.byApp');
  const rollback = async () => {
    const run = await confirmAndRun(
      rollbackAction(remote.remote),
      { expected_revision: remote.revision },
      {
        title: catalog.t('settings.releases.rollbackTitle', { remote: remote.remote }),
        content: canary
          ? live
            ? catalog.t('settings.releases.rollbackCanary', { canary: canary.id, live: live.id })
            : catalog.t('settings.releases.rollbackCanaryNoLive', { canary: canary.id })
          : live
            ? catalog.t('settings.releases.rollbackLive', { live: live.id })
            : catalog.t('settings.releases.rollbackNoLive'),
      },
    );
    if (!run.success && run.cancelled) return;
    if (run.success) feedback.toast.success(serverMessage(run.data) ?? catalog.t('settings.releases.rolledBack'));
    else feedback.toast.error(run.message);
    onDone();
  };
  return (
    <Card
      title={remote.remote}
      size="small"
      data-testid={`releases-${remote.remote}`}
      extra={
        live || canary ? (
          <Button size="small" danger onClick={() => void rollback()}>
            {t('settings.releases.rollback')}
          </Button>
        ) : null
      }
      style={{ marginBottom: 16 }}
    >
      <Table<ReleaseRow>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={remote.releases}
        locale={{ emptyText: t('settings.releases.empty') }}
        columns={[
          {
            title: t('settings.releases.column.release'),
            key: 'id',
            render: (_, r) => (
              <>
                <Typography.Text code>{r.id}</Typography.Text>
                {r.commit ? <Typography.Text type="secondary"> {r.commit.slice(0, 10)}</Typography.Text> : null}
              </>
            ),
          },
          { title: t('settings.releases.column.state'), key: 'state', render: (_, r) => <StateTag release={r} /> },
          {
            title: t('settings.releases.column.uploaded'),
            key: 'uploaded',
            render: (_, r) => (
              <>
                {r.uploaded_by?.name ?? byApp}, <DateTime value={r.uploaded_at} />
              </>
            ),
          },
          {
            title: t('settings.releases.column.changed'),
            key: 'changed',
            render: (_, r) =>
              r.changed_at ? (
                <>
                  {r.changed_by?.name ?? byApp}, <DateTime value={r.changed_at} />
                </>
              ) : null,
          },
          {
            title: t('settings.releases.column.check'),
            key: 'check',
            render: (_, r) => (
              <Tooltip title={r.check.line}>
                <Tag color={r.check.ok ? 'green' : 'red'}>
                  {r.check.ok ? t('settings.releases.checkPassed') : t('settings.releases.checkRefused')}
                </Tag>
              </Tooltip>
            ),
          },
          {
            title: t('settings.releases.column.errors'),
            key: 'errors',
            align: 'right',
            render: (_, r) => r.client_errors,
          },
          {
            title: t('settings.releases.column.actions'),
            key: 'actions',
            render: (_, r) => <ReleaseActions release={r} revision={remote.revision} onDone={onDone} />,
          },
        ]}
      />
    </Card>
  );
}

/**
 * Settings → Releases (`deploy.releases.manage`): each remote's releases, newest first, with live and
 * canary, who uploaded and changed them and when, the deploy check and the client errors counted; Promote
 * (everyone or a canary), Roll back and Preview, each after a confirmation. The same as the commands
 * `npm run releases|promote|rollback`.
 * @see docs/deploying.md Releases
 */
export default function ReleasesPanel() {
  const { data, error, reload } = useResource(releasesQuery());
  if (error && !data) return <Alert type="error" showIcon title={error} />;
  if (!data) return <Spin />;
  return (
    <section data-testid="releases-panel">
      {data.remotes.map((remote) => (
        <RemoteCard key={remote.remote} remote={remote} onDone={() => void reload()} />
      ))}
    </section>
  );
}
