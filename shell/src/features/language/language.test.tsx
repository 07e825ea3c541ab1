import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_PERMISSIONS, type User } from '@scriptorium/contracts/core';
import { changeLocale, i18n, localeStore, sessionStore } from '@scriptorium/shared-kit/core';
import { makeUser, mockApi, type MockRequest } from '@scriptorium/shared-kit/testing';
import { echoRemote, preloadLayouts, renderShell } from '../../testing/renderShell.js';
import { loadStartLocale, startLocale } from './saveLocale.js';

preloadLayouts();

const REMOTES = {
  mf_orders: echoRemote('mf_orders', [
    { path: '/orders', title: 'Orders' },
    // As routeListOf gives them: with the route table's id, which the breadcrumbs translate by.
    { path: '/orders/new', title: 'New Order', id: 'orders.new' } as { path: string; title: string },
    { path: '/orders/:mainStatus/*', title: 'Orders' },
    { path: '/inbox/*', title: 'Inbox' },
  ]),
  mf_auth: echoRemote('mf_auth', [{ path: '/sh-auth' }]),
};

/** Signs `user` in and answers the API; `locale` answers `POST auth/locale` (a function of the request). */
function serve(user: User, locale?: (req: MockRequest) => { status?: number; data: unknown }) {
  sessionStore.getState().signIn('tok', user);
  return mockApi((req) => {
    if (req.url === 'auth/locale') return locale?.(req) ?? { status: 404, data: { message: 'Not found' } };
    if (req.url === 'streamline') return { data: {} };
    if (req.url === 'messages/list-unread') return { data: [] };
    return { data: user };
  });
}

const clearCookie = () => (document.cookie = 'lang=; path=/; max-age=0');

let restore: (() => void) | undefined;
afterEach(async () => {
  restore?.();
  restore = undefined;
  act(() => sessionStore.getState().clear());
  await act(() => changeLocale('en'));
  clearCookie();
});

describe('the language switch', () => {
  it('switches a guest page to Swahili in one click, and back, saving nothing on a profile', async () => {
    const seen = mockApi(() => ({ status: 401, data: { message: 'Unauthenticated.' } }));
    restore = seen.restore;
    renderShell('/orders/new', REMOTES);
    await screen.findByRole('heading', { name: 'mf_orders /orders/new' });
    const languages = screen.getByTestId('language-switch');
    expect(within(languages).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(within(languages).getByRole('button', { name: 'Kiswahili' }));
    expect(await screen.findByRole('button', { name: 'Ingia' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jisajili' })).toBeTruthy();
    expect(screen.getByTestId('copyright').textContent).toBe(
      'Hakimiliki © 2005 - 2025 Scriptorium. Haki zote zimehifadhiwa.',
    );
    // The breadcrumbs' route title comes from the shell's catalogue (shell.route.orders.new).
    expect(within(screen.getByTestId('breadcrumbs')).getByText('Oda mpya')).toBeTruthy();
    expect(document.documentElement.lang).toBe('sw');
    expect(document.cookie).toContain('lang=sw');
    expect(within(languages).getByRole('button', { name: 'Kiswahili' }).getAttribute('aria-pressed')).toBe('true');
    expect(seen.requests.some((r) => r.url === 'auth/locale')).toBe(false);

    await userEvent.click(within(languages).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it("saves a signed-in person's choice on their profile and puts the answer's user in the session", async () => {
    const client = makeUser('client');
    const api = serve(client, (req) => ({
      data: {
        message: 'Your language was saved',
        user: { ...client, locale: (req.data as { locale: string }).locale },
      },
    }));
    restore = api.restore;
    renderShell('/orders', REMOTES);
    await screen.findByRole('heading', { name: 'mf_orders /orders' });

    await userEvent.click(screen.getByTestId('user-menu'));
    await userEvent.click(await screen.findByText('Kiswahili'));
    // The whole page, at once: the top bar, the menu (from the route table's labels), the profile menu.
    expect(await screen.findByRole('button', { name: /Oda zangu/ })).toBeTruthy();
    expect(
      within(screen.getByTestId('client-menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Oda', 'Oda mpya', 'Kikasha']);
    await waitFor(() => expect(sessionStore.getState().user?.locale).toBe('sw'));
    const saves = api.requests.filter((r) => r.url === 'auth/locale');
    expect(saves.map((r) => [r.method.toLowerCase(), r.data])).toEqual([['post', { locale: 'sw' }]]);
    await userEvent.click(screen.getByTestId('user-menu'));
    expect(await screen.findByText('Wasifu wangu')).toBeTruthy();
  });

  it('keeps the language chosen when the profile cannot save it, and says so', async () => {
    restore = serve(makeUser('admin', { permissions: ALL_PERMISSIONS }), () => ({
      status: 500,
      data: { message: 'Server Error' },
    })).restore;
    renderShell('/inbox', REMOTES);
    await screen.findByRole('heading', { name: 'mf_orders /inbox/*' });

    await userEvent.click(screen.getByTestId('user-menu'));
    await userEvent.click(await screen.findByText('Kiswahili'));
    expect(await screen.findByText(/Lugha yako haikuweza kuhifadhiwa kwenye wasifu wako/)).toBeTruthy();
    expect(localeStore.getState().locale).toBe('sw');
    expect(within(screen.getByTestId('sidebar')).getByText('Kikasha')).toBeTruthy();
    expect(screen.getByTestId('dashboard-link').textContent).toBe('Dashibodi');
  });

  it("switches to the signed-in person's saved language once their user is refreshed", async () => {
    const stored = makeUser('client');
    sessionStore.getState().signIn('tok', stored);
    restore = mockApi((req) => {
      if (req.url === 'auth/user') return { data: { ...stored, locale: 'sw' } };
      if (req.url === 'streamline') return { data: {} };
      return { data: [] };
    }).restore;
    renderShell('/orders', REMOTES);
    expect(await screen.findByRole('button', { name: /Oda zangu/ })).toBeTruthy();
    expect(document.documentElement.lang).toBe('sw');
  });
});

describe('start-up', () => {
  it("starts in the cookie's language, before the first render", async () => {
    document.cookie = 'lang=sw; path=/';
    expect(startLocale()).toBe('sw');
    await act(() => loadStartLocale());
    expect(i18n.locale).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
    renderShell('/no/such/page', REMOTES);
    expect(await screen.findByText('Ukurasa haukupatikana')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rudi mwanzo' })).toBeTruthy();
  });

  it("prefers the stored signed-in user's saved language to the cookie", () => {
    document.cookie = 'lang=sw; path=/';
    sessionStore.getState().signIn('tok', { ...makeUser('client'), locale: 'en' });
    expect(startLocale()).toBe('en');
  });

  it('waits for nothing in English', async () => {
    clearCookie();
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    expect(startLocale()).toBe('en');
    let done = false;
    void loadStartLocale().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(true);
    languages.mockRestore();
  });

  it("starts in the browser's language when there is no cookie", () => {
    clearCookie();
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-KE', 'en']);
    expect(startLocale()).toBe('sw');
    languages.mockRestore();
  });
});
