import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleaseRow, RemoteReleases } from '@scriptorium/contracts/settings';
import { sessionStore } from '@scriptorium/shared-kit/core';
import { mockApi, renderWithKit, signInAs, type MockRequest } from '@scriptorium/shared-kit/testing';
import SettingsPage from '../settings-tabs/SettingsPage.js';

let restore = () => {};
afterEach(() => {
  restore();
  sessionStore.getState().clear();
  vi.unstubAllGlobals();
});

const row = (id: string, over: Partial<ReleaseRow> = {}): ReleaseRow => ({
  remote: 'mf-settings',
  id,
  version: id.split('+')[0],
  commit: null,
  kit_version: '1.1.0',
  contracts_version: '1.2.0',
  check: { ok: true, line: '✓ mf_settings can be deployed on http://app.test: every share it needs is provided' },
  state: 'retired',
  canary_percent: null,
  source: 'upload',
  files: 190,
  size: 1_800_000,
  uploaded_by: { id: 1, name: 'Ada Admin' },
  uploaded_at: '2026-11-28T10:00:00.000Z',
  live_at: null,
  changed_by: null,
  changed_at: null,
  client_errors: 0,
  ...over,
});

const settings: RemoteReleases = {
  remote: 'mf-settings',
  revision: 4,
  releases: [
    row('0.3.0+cccccccccccc', { state: 'canary', canary_percent: 50, client_errors: 3, commit: 'abc1234def' }),
    row('0.2.0+bbbbbbbbbbbb', {
      state: 'live',
      changed_by: { id: 1, name: 'Ada Admin' },
      changed_at: '2026-11-28T11:00:00.000Z',
    }),
    row('0.1.0+aaaaaaaaaaaa', { source: 'build', uploaded_by: null }),
  ],
};
const others = ['mf-auth', 'mf-orders', 'mf-users', 'mf-payments'].map((remote) => ({
  remote,
  revision: 0,
  releases: [],
}));

function server(req: MockRequest) {
  if (req.method === 'GET' && req.url === 'releases') return { data: { remotes: [...others, settings] } };
  if (req.method === 'POST' && req.url === 'releases/mf-settings/0.1.0%2Baaaaaaaaaaaa/promote')
    return {
      data: {
        message: 'Release 0.1.0+aaaaaaaaaaaa of mf-settings is served to 20% of people (canary)',
        remote: settings,
      },
    };
  if (req.method === 'POST' && req.url === 'releases/mf-settings/rollback')
    return {
      status: 409,
      data: {
        message:
          'What mf-settings serves changed meanwhile (revision 5, you saw 4): look at its releases again and retry',
      },
    };
  if (req.method === 'POST' && req.url === 'releases/preview') return { data: { preview: req.data } };
  return { status: 404, data: { message: 'not mocked' } };
}

async function openTab(permissions: string[]) {
  signInAs('admin', permissions);
  const m = mockApi(server);
  restore = m.restore;
  renderWithKit(<SettingsPage />, '/settings/tab/releases', '/settings/*');
  return { requests: m.requests, card: await screen.findByTestId('releases-mf-settings') };
}

/** Says yes to the 'Are you sure?' dialog titled `title`. */
async function confirm(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Proceed!' }));
}

describe('Settings → Releases', () => {
  it('lists each remote with its releases: live and canary, who and when, the check and the client errors', async () => {
    const { card } = await openTab(['deploy.releases.manage']);
    const rows = within(card)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows[0]).toContain('0.3.0+cccccccccccc');
    expect(rows[0]).toContain('canary 50%');
    expect(rows[0]).toContain('abc1234def');
    expect(rows[1]).toMatch(/0\.2\.0\+bbbbbbbbbbbb.*live.*Ada Admin/);
    expect(rows[2]).toContain('the app at start');
    expect(within(card).getAllByRole('row')[1].querySelectorAll('td')[5].textContent).toBe('3');
    expect(within(card).getAllByText('passed')).toHaveLength(3);
    expect(screen.getByTestId('releases-mf-auth').textContent).toContain('No release yet');
    // Without deploy.releases.preview no Preview; the live release has no Promote.
    expect(within(card).queryByRole('button', { name: 'Preview' })).toBeNull();
    expect(within(card).getAllByRole('button', { name: 'Promote' })).toHaveLength(2);
  });

  it('promotes a release to a share of people from a dialog saying who gets it, naming the revision it showed', async () => {
    const { card, requests } = await openTab(['deploy.releases.manage']);
    const oldest = within(card).getAllByRole('row')[3];
    await userEvent.click(within(oldest).getByRole('button', { name: 'Promote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promote mf-settings 0.1.0+aaaaaaaaaaaa' });
    const share = within(dialog).getByLabelText('Share of people (%)');
    await userEvent.clear(share);
    await userEvent.type(share, '20');
    expect(dialog.textContent).toContain(
      '20% of people will get mf-settings 0.1.0+aaaaaaaaaaaa on their next page load.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(
      await screen.findByText('Release 0.1.0+aaaaaaaaaaaa of mf-settings is served to 20% of people (canary)'),
    ).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: 'releases/mf-settings/0.1.0%2Baaaaaaaaaaaa/promote',
      data: { expected_revision: 4, percent: 20 },
    });
  });

  it('rolls back after asking what it ends, and says so when another change came first', async () => {
    const { card } = await openTab(['deploy.releases.manage']);
    await userEvent.click(within(card).getByRole('button', { name: 'Roll back' }));
    expect((await screen.findByRole('dialog', { name: 'Roll back mf-settings?' })).textContent).toContain(
      'Ends the canary of 0.3.0+cccccccccccc: everyone gets 0.2.0+bbbbbbbbbbbb',
    );
    await confirm('Roll back mf-settings?');
    expect(await screen.findByText(/What mf-settings serves changed meanwhile/)).toBeTruthy();
  });

  it('previews a release in this browser after asking, then reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { card, requests } = await openTab(['deploy.releases.manage', 'deploy.releases.preview']);
    await userEvent.click(within(within(card).getAllByRole('row')[1]).getByRole('button', { name: 'Preview' }));
    await confirm('Preview in this browser?');
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(requests.find((r) => r.url === 'releases/preview')?.data).toEqual({
      remote: 'mf-settings',
      release: '0.3.0+cccccccccccc',
    });
  });

  it('is a tab only for an admin holding deploy.releases.manage', async () => {
    signInAs('admin', ['settings.deadlines']);
    const m = mockApi(() => ({
      data: { data: [], total: 0, current_page: 1, last_page: 1, per_page: 10, from: null, to: null },
    }));
    restore = m.restore;
    renderWithKit(<SettingsPage />, '/settings', '/settings/*');
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Deadlines']));
  });
});
