import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { User } from '@scriptorium/contracts/core';
import {
  changeLocale,
  FALLBACK_CONFIG,
  KitProvider,
  localeStore,
  runtimeConfigStore,
  sessionStore,
} from '@scriptorium/shared-kit/core';
import { makeUser, mockApi, switchLanguage, type MockReply, type MockRequest } from '@scriptorium/shared-kit/testing';
import remote from '../../routes.js';

/** The register panel (and the kit parts it uses) loads on first render: a cold start can take seconds. */
const SLOW = { timeout: 10_000 };

/** The remote's routes in a router (as the shell renders them), with `/` standing for the role home. */
function renderAuth(path: string, api: (req: MockRequest) => MockReply | undefined = () => undefined) {
  const mock = mockApi((req) => api(req) ?? { status: 404, data: { message: 'Not found' } });
  const router = createMemoryRouter(
    [
      ...remote.routes.map((r) => ({ path: r.path, lazy: async () => ({ Component: (await r.lazy!()).default }) })),
      { path: '/', element: <h1>Home</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
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

/** The antd form item (label, input, message) around the input labelled `label`. */
function fieldOf(label: string): HTMLElement {
  const item = screen.getByLabelText(label).closest('.ant-form-item');
  if (!(item instanceof HTMLElement)) throw new Error(`no form item for ${label}`);
  return item;
}

describe('the auth page', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    act(() => sessionStore.getState().clear());
  });

  it('switches between the login, register and forgot panels in place, with the spec strings', async () => {
    const { router, mock } = renderAuth('/sh-auth');
    restore = mock.restore;
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Forgotten password?' });
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Welcome, create a new account', {}, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Already have an account?' }));
    await user.click(await screen.findByRole('button', { name: 'Forgotten password?' }));
    expect(await screen.findByRole('button', { name: 'Back to Login' }, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sh-auth');
  });

  it('opens /register on the register panel and /forgot-password on the forgot panel', async () => {
    const first = renderAuth('/register');
    expect(await screen.findByText('Welcome, create a new account', {}, SLOW)).toBeTruthy();
    first.mock.restore();
    first.router.dispose();
    document.body.innerHTML = '';
    const second = renderAuth('/forgot-password');
    restore = second.mock.restore;
    expect(await screen.findByRole('button', { name: 'Back to Login' }, SLOW)).toBeTruthy();
  });

  it('puts a 422 message under its field and stays on the page', async () => {
    const { router, mock } = renderAuth('/sh-auth', (req) =>
      req.url === 'auth/login'
        ? {
            status: 422,
            data: { message: 'Invalid email or password', errors: { email: ['Invalid email or password'] } },
          }
        : undefined,
    );
    restore = mock.restore;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'client@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await within(fieldOf('Email')).findByText('Invalid email or password')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sh-auth');
    expect(sessionStore.getState().token).toBeNull();
  });

  it('checks the fields before calling the API', async () => {
    const { mock } = renderAuth('/sh-auth');
    restore = mock.restore;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await within(fieldOf('Password')).findByText('Password field is required')).toBeTruthy();
    expect(mock.requests.filter((r) => r.url === 'auth/login')).toHaveLength(0);
  });

  it('signs in, toasts "Authentication successful" and goes to the redirect target', async () => {
    const admin = makeUser('admin');
    const { router, mock } = renderAuth('/sh-auth?redirect=%2Fusers%2Fclients', (req) =>
      req.url === 'auth/login' ? { data: { status: 'success', token: 'tok-1', user: admin } } : undefined,
    );
    restore = mock.restore;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const toast = await screen.findByText('Authentication successful');
    expect(toast.closest('.ant-notification-topRight')).toBeTruthy();
    expect(toast.closest('.ant-notification-notice')?.querySelector('.ant-notification-notice-progress')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/users/clients');
    expect(sessionStore.getState()).toMatchObject({ token: 'tok-1', user: { name: 'Ada Admin' } });
    expect(mock.requests.find((r) => r.url === 'auth/login')?.data).toEqual({
      email: 'admin@example.com',
      password: 'password',
    });
  });

  it('registers through POST auth/register and goes home', async () => {
    const client = makeUser('client', { name: 'New Person' });
    const { router, mock } = renderAuth('/register', (req) =>
      req.url === 'auth/register' ? { data: { token: 'tok-2', user: client } } : undefined,
    );
    restore = mock.restore;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name', {}, SLOW), 'New Person');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'longpassword');
    await user.type(screen.getByLabelText('Confirm Password'), 'longpassword');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Home' }, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(mock.requests.find((r) => r.url === 'auth/register')?.data).toMatchObject({
      name: 'New Person',
      email: 'new@example.com',
      password_confirmation: 'longpassword',
    });
  });

  it('has Login / Register tabs; /register is titled only "Welcome, create a new account"', async () => {
    const { router, mock } = renderAuth('/register');
    restore = mock.restore;
    const user = userEvent.setup();
    expect(await screen.findByText('Welcome, create a new account', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('Sign in to your account')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(await screen.findByText('Sign in to your account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Welcome, create a new account')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(await screen.findByText('Welcome, create a new account', {}, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('says "Password field is required" for an empty register form', async () => {
    const { mock } = renderAuth('/register');
    restore = mock.restore;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Register' }, SLOW));
    expect(await within(fieldOf('Password')).findByText('Password field is required')).toBeTruthy();
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();
    expect(mock.requests.filter((r) => r.url === 'auth/register')).toHaveLength(0);
  });

  it("takes the register phone through the kit's phone input: Kenya by default, digits only, leading 0 removed", async () => {
    const client = makeUser('client', { name: 'New Person' });
    const { mock } = renderAuth('/register', (req) =>
      req.url === 'auth/register' ? { data: { token: 'tok-5', user: client } } : undefined,
    );
    restore = mock.restore;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name', {}, SLOW), 'New Person');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    expect(await screen.findByRole('combobox', { name: 'Country' }, SLOW)).toBeTruthy();
    const phone = screen.getByLabelText('Phone number') as HTMLInputElement;
    await user.type(phone, '07a12-345 678');
    expect(phone.value).toBe('0712345678');
    await user.type(screen.getByLabelText('Password'), 'longpassword');
    await user.type(screen.getByLabelText('Confirm Password'), 'longpassword');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Home' }, SLOW);
    expect(mock.requests.find((r) => r.url === 'auth/register')?.data).toMatchObject({ phone: '+254712345678' });
  });

  it('says "Password confirmation does not match" under the confirmation', async () => {
    const { mock } = renderAuth('/register');
    restore = mock.restore;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password', {}, SLOW), 'longpassword');
    await user.type(screen.getByLabelText('Confirm Password'), 'different1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await within(fieldOf('Confirm Password')).findByText('Password confirmation does not match')).toBeTruthy();
  });

  it('shows "Reset link sent to your email" once after the forgot-password call', async () => {
    const { mock } = renderAuth('/forgot-password', (req) =>
      req.url === 'auth/forgot-password' ? { data: { message: 'Reset link sent to your email' } } : undefined,
    );
    restore = mock.restore;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'client@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    // Said once, in the form (where it stays), not again in a toast.
    expect(await screen.findByText('Reset link sent to your email')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getAllByText('Reset link sent to your email')).toHaveLength(1);
    expect(document.querySelector('.ant-notification')?.textContent ?? '').not.toContain(
      'Reset link sent to your email',
    );
    expect(mock.requests.find((r) => r.url === 'auth/forgot-password')?.data).toEqual({ email: 'client@example.com' });
  });

  it('offers "Continue with Google" only when a Google client id is configured', async () => {
    const without = renderAuth('/sh-auth');
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByText(/Facebook/)).toBeNull();
    without.mock.restore();
    without.router.dispose();
    document.body.innerHTML = '';
    // The shell reads GET /api/config into the kit's store before the first render.
    runtimeConfigStore.getState().set({ ...FALLBACK_CONFIG, googleClientId: 'abc.apps.googleusercontent.com' });
    const withGoogle = renderAuth('/sh-auth');
    restore = () => {
      withGoogle.mock.restore();
      runtimeConfigStore.getState().set(FALLBACK_CONFIG);
    };
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('tells a signed-in user who they are signed in as', async () => {
    act(() => sessionStore.getState().signIn('tok-3', makeUser('writer')));
    const { mock } = renderAuth('/sh-auth');
    restore = mock.restore;
    expect(await screen.findByText('You are signed in as Wanjiru Writer')).toBeTruthy();
  });

  it('tells a signed-in user on the reset page who they are signed in as, instead of the form', async () => {
    act(() => sessionStore.getState().signIn('tok-4', makeUser('writer')));
    const { mock } = renderAuth('/reset-password?token=t0k&email=writer%40example.com');
    restore = mock.restore;
    expect(await screen.findByText('You are signed in as Wanjiru Writer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).toBeNull();
  });

  it('titles a reset link without its token and offers a new one', async () => {
    const { mock } = renderAuth('/reset-password');
    restore = mock.restore;
    expect(await screen.findByRole('heading', { name: 'Reset your password' }, SLOW)).toBeTruthy();
    expect(screen.getByText('This reset link is incomplete.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('resets a password with the token and email from the link', async () => {
    const { router, mock } = renderAuth('/reset-password?token=t0k&email=client%40example.com', (req) =>
      req.url === 'auth/reset-password' ? { data: { message: 'Password changed' } } : undefined,
    );
    restore = mock.restore;
    const user = userEvent.setup();
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('client@example.com');
    await user.type(screen.getByLabelText('Password'), 'newpassword1');
    await user.type(screen.getByLabelText('Confirm Password'), 'newpassword1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sh-auth');
    expect(mock.requests.find((r) => r.url === 'auth/reset-password')?.data).toEqual({
      token: 't0k',
      email: 'client@example.com',
      password: 'newpassword1',
      password_confirmation: 'newpassword1',
    });
  });

  describe('in Swahili', () => {
    it('shows the sign-in panel, the register panel and the forgot panel in Swahili', async () => {
      await switchLanguage('sw');
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
      await switchLanguage('sw');
      expect((screen.getByLabelText('Barua pepe') as HTMLInputElement).value).toBe('mo@example.com');
      await act(() => changeLocale('en'));
      expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    });

    it("applies the signed-in person's saved language when they sign in", async () => {
      // Signing in switches the page to Swahili: English again for the next test.
      onTestFinished(() => act(() => changeLocale('en')));
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
  });
});
