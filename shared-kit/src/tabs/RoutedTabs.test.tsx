import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { RoutedTabs } from './RoutedTabs.js';
import { tabFromPath, tabsOutcome, tabBase, resolveTabs } from './tabsLogic.js';
import { renderWithKit } from '../testing/renderWithKit.js';
import { sessionStore } from '../session/sessionStore.js';
import { mockApi } from '../testing/mockApi.js';

const signInWith = (permissions: string[]) =>
  sessionStore.getState().signIn('t', {
    id: 1,
    name: 'A',
    email: 'a@x.io',
    phone: null,
    profile_picture: null,
    role: 'admin',
    permissions,
    created_at: '',
  });

let restore = () => {};
afterEach(() => {
  restore();
  sessionStore.getState().clear();
});

describe('tabs logic', () => {
  const tabs = resolveTabs(['active', 'pending', { name: 'suspended', permission: 'users.writers.manage_writers' }]);
  it.each([
    ['/users/writers', null],
    ['/users/writers/tab/pending', 'pending'],
    ['/users/writers/tab/pending/extra', 'pending'],
    ['/users/writers/tabs', null],
  ])('tab of %s is %s', (path, name) => expect(tabFromPath(path, '/users/writers')).toBe(name));

  it('finds the base before /tab/', () => {
    expect(tabBase('/orders/order/5/tab/files')).toBe('/orders/order/5');
    expect(tabBase('/settings/')).toBe('/settings');
  });

  it('decides between empty, forbidden, redirect and show', () => {
    const allowed = tabs.slice(0, 2);
    expect(tabsOutcome([], [], '/b', null)).toEqual({ kind: 'empty' });
    expect(tabsOutcome(tabs, [], '/b', null)).toEqual({ kind: 'forbidden' });
    expect(tabsOutcome(tabs, allowed, '/b', null)).toEqual({ kind: 'redirect', to: '/b/tab/active' });
    expect(tabsOutcome(tabs, allowed, '/b', 'nope')).toEqual({ kind: 'redirect', to: '/b/tab/active' });
    expect(tabsOutcome(tabs, allowed, '/b', 'suspended')).toEqual({ kind: 'forbidden' });
    expect(tabsOutcome(tabs, allowed, '/b', 'pending')).toEqual({ kind: 'show', active: 'pending' });
  });
});

describe('RoutedTabs', () => {
  const tabs = ['active', 'pending', { name: 'suspended', permission: 'users.writers.manage_writers' }];

  it('redirects (replace) to the first allowed tab and hides tabs without permission', async () => {
    const r = renderWithKit(
      <Routes>
        <Route path="/start" element={<Link to="/users/writers">Writers</Link>} />
        <Route
          path="/users/writers/*"
          element={
            <>
              <RoutedTabs base="/users/writers" tabs={tabs} render={(n) => <p>List of {n}</p>} />
              <BackButton />
            </>
          }
        />
      </Routes>,
      '/start',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Writers' }));
    expect(await screen.findByText('List of active')).toBeTruthy();
    expect(r.location().pathname).toBe('/users/writers/tab/active');
    expect(screen.queryByRole('tab', { name: /Suspended/ })).toBeNull();
    // replace: Back skips the tab-less path and returns to where the person came from
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(r.location().pathname).toBe('/start'));
  });

  it('navigates on a tab click and shows count badges above 0 from a URL', async () => {
    signInWith(['users.writers.manage_writers']);
    const m = mockApi(() => ({ data: { active: 0, pending: 4, suspended: 2 } }));
    restore = m.restore;
    const r = renderWithKit(
      <RoutedTabs tabs={tabs} counts="users/writers/counts" render={(n) => <p>List of {n}</p>} />,
      '/users/writers/tab/active',
      '/users/writers/*',
    );
    expect(await screen.findByText('4')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: /Pending/ }));
    expect(await screen.findByText('List of pending')).toBeTruthy();
    expect(r.location().pathname).toBe('/users/writers/tab/pending');
  });

  it('keeps the badges while a new counts key reloads them, then shows the new counts', async () => {
    signInWith(['users.writers.manage_writers']);
    let pending = 4;
    let answer: () => void = () => undefined;
    const m = mockApi(() =>
      pending === 4 ? { data: { pending } } : new Promise((resolve) => (answer = () => resolve({ data: { pending } }))),
    );
    restore = m.restore;
    function Refreshing() {
      const [key, setKey] = useState('a');
      return (
        <>
          <button type="button" onClick={() => setKey('b')}>
            Refresh
          </button>
          <RoutedTabs tabs={tabs} counts="users/writers/counts" countsKey={key} render={(n) => <p>List of {n}</p>} />
        </>
      );
    }
    renderWithKit(<Refreshing />, '/users/writers/tab/active', '/users/writers/*');
    expect(await screen.findByText('4')).toBeTruthy();
    pending = 5;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(m.requests).toHaveLength(2));
    expect(screen.getByText('4')).toBeTruthy();
    answer();
    expect(await screen.findByText('5')).toBeTruthy();
  });

  it('keeps the tablist to the tabs alone: the extra content sits outside it', async () => {
    renderWithKit(
      <RoutedTabs
        tabs={['active', 'pending']}
        extra={<button type="button">Add Writer</button>}
        render={(n) => <p>List of {n}</p>}
      />,
      '/users/writers/tab/active',
      '/users/writers/*',
    );
    expect(await screen.findByText('List of active')).toBeTruthy();
    const tablist = screen.getByRole('tablist');
    expect(Array.from(tablist.querySelectorAll('[role]')).map((el) => el.getAttribute('role'))).toEqual(['tab', 'tab']);
    expect(tablist.contains(screen.getByRole('button', { name: 'Add Writer' }))).toBe(false);
  });

  it("says '403 Not Allowed' when no tab is allowed and 'No tabs found' without tabs", async () => {
    renderWithKit(<RoutedTabs tabs={[{ name: 'x', permission: 'settings.deadlines' }]} />, '/settings', '/settings/*');
    expect(await screen.findByText('403 Not Allowed')).toBeTruthy();
  });

  it("says 'No tabs found' without tabs", async () => {
    renderWithKit(<RoutedTabs tabs={[]} />, '/settings');
    expect(await screen.findByText('No tabs found')).toBeTruthy();
  });

  it('filters by validator', async () => {
    renderWithKit(
      <RoutedTabs
        tabs={[{ name: 'assigned_writer', validator: () => false }, 'files']}
        render={(n) => <p>Tab {n}</p>}
      />,
      '/orders/order/1',
      '/orders/order/:id/*',
    );
    await waitFor(() => expect(screen.getByText('Tab files')).toBeTruthy());
    expect(screen.queryByRole('tab', { name: /Assigned writer/ })).toBeNull();
  });
});

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>Back</button>;
}
