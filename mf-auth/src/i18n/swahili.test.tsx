import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { User } from '@scriptorium/contracts/core';
import { changeLocale, KitProvider, localeStore, sessionStore } from '@scriptorium/shared-kit/core';
import { makeUser, mockApi, renderWithKit, type MockReply, type MockRequest } from '@scriptorium/shared-kit/testing';
import remote from '../routes.js';
import ProfilePage from '../features/profile/ProfilePage.js';

/** Panels load on first render: a cold start can take seconds. */
const SLOW = { timeout: 10_000 };

function renderAuth(path: string, api: (req: MockRequest) => MockReply | undefined = () => undefined) {
  const mock = mockApi((req) => api(req) ?? { status: 404, data: { message: 'Not found' } });
  const router = createMemoryRouter(
    [
      ...remote.routes.map((r) => ({ path: r.path, lazy: async () => ({ Component: (await r.lazy!()).default }) })),
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <KitProvider>
      <RouterProvider router={router} />
    </KitProvider>,
  );
  return { router, mock };
}

let restore: (() => void) | undefined;
afterEach(async () => {
  restore?.();
  restore = undefined;
  act(() => sessionStore.getState().clear());
  await act(() => changeLocale('en'));
});

describe('the auth screens in Swahili', () => {
  it('shows the sign-in panel, the register panel and the forgot panel in Swahili', async () => {
    await act(() => changeLocale('sw'));
    const { mock } = renderAuth('/sh-auth');
    restore = mock.restore;
    const user = userEvent.setup();
    expect(await screen.findByText('Ingia kwenye akaunti yako')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Ingia' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Jisajili' })).toBeTruthy();
    expect(screen.getByLabelText('Barua pepe')).toBeTruthy();
    expect(screen.getByLabelText('Nenosiri')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Umesahau nenosiri?' })).toBeTruthy();
    expect(screen.getByText('Huna akaunti?')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Jisajili' }));
    expect(await screen.findByText('Karibu, fungua akaunti mpya', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Nambari ya simu')).toBeTruthy();
    expect(screen.getByLabelText('Thibitisha nenosiri')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Tayari una akaunti?' }));
    await user.click(await screen.findByRole('button', { name: 'Umesahau nenosiri?' }));
    expect(await screen.findByText('Umesahau nenosiri lako?', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tuma kiungo cha kuweka upya' })).toBeTruthy();
  });

  it('switches an open panel to Swahili and back without reloading it, keeping what was typed', async () => {
    const { mock } = renderAuth('/sh-auth');
    restore = mock.restore;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'mo@example.com');
    await act(() => changeLocale('sw'));
    expect((screen.getByLabelText('Barua pepe') as HTMLInputElement).value).toBe('mo@example.com');
    await act(() => changeLocale('en'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it("applies the signed-in person's saved language when they sign in", async () => {
    const client: User = { ...makeUser('client'), locale: 'sw' };
    const { mock, router } = renderAuth('/sh-auth', (req) =>
      req.url === 'auth/login' ? { data: { token: 'tok', user: client } } : undefined,
    );
    restore = mock.restore;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'client@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Umeingia kikamilifu', {}, SLOW)).toBeTruthy();
    expect(localeStore.getState().locale).toBe('sw');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the profile in Swahili', async () => {
    const me: User = { ...makeUser('client'), name: 'Mo Profile', email: 'mo@example.com', phone: '+254712000333' };
    sessionStore.getState().signIn('token', me);
    restore = mockApi((req) => (req.url === 'auth/user' ? { data: me } : { status: 404, data: {} })).restore;
    await act(() => changeLocale('sw'));
    renderWithKit(<ProfilePage />, '/sh-user-profile');
    expect(await screen.findByRole('heading', { name: 'Wasifu wangu' })).toBeTruthy();
    expect(screen.getByText('Jina')).toBeTruthy();
    expect(screen.getByText('Nambari ya simu')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Badilisha nenosiri/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Hariri wasifu/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Pakia picha/ })).toBeTruthy();
  });
});
