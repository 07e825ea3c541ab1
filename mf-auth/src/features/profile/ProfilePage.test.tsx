import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@scriptorium/contracts/core';
import { sessionStore } from '@scriptorium/shared-kit/core';
import {
  mockApi,
  renderWithKit,
  switchLanguage,
  type MockReply,
  type MockRequest,
} from '@scriptorium/shared-kit/testing';
import ProfilePage from './ProfilePage.js';
import { pictureSrc } from './pictureSrc.js';

const me: User = {
  id: 5,
  name: 'Mo Profile',
  email: 'mo@example.com',
  phone: '+254712000333',
  profile_picture: null,
  role: 'client',
  permissions: [],
  created_at: '2025-03-07T15:05:00Z',
};

let requests: MockRequest[] = [];
let restore = () => {};
function serve(route: (req: MockRequest) => MockReply) {
  ({ requests, restore } = mockApi(route));
}

beforeEach(() => sessionStore.getState().signIn('token', me));
afterEach(() => restore());

const show = () => renderWithKit(<ProfilePage />, '/sh-user-profile');

describe('ProfilePage', () => {
  it('shows name, email, phone and created at, refreshed from auth/user', async () => {
    serve((req) => (req.url === 'auth/user' ? { data: { ...me, name: 'Mo Fresh' } } : { status: 404, data: {} }));
    show();
    expect(await screen.findByText('Mo Fresh')).toBeTruthy();
    expect(screen.getByText('mo@example.com')).toBeTruthy();
    expect(screen.getByText('+254712000333')).toBeTruthy();
    expect(screen.getByText('Mar 7, 2025', { exact: false })).toBeTruthy();
  });

  it("saves Edit Profile through auth/user, shows 'Your details updated successfully' and updates the session", async () => {
    serve((req) => {
      if (req.method === 'POST' && req.url === 'auth/user') {
        return { data: { message: 'Your details updated successfully', user: { ...me, name: 'Mo Renamed' } } };
      }
      return { data: me };
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: /Edit Profile/ }));
    const name = await screen.findByLabelText(/Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Mo Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your details updated successfully')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: 'auth/user',
      data: { name: 'Mo Renamed', email: 'mo@example.com', phone: '+254712000333' },
    });
    await waitFor(() => expect(sessionStore.getState().user?.name).toBe('Mo Renamed'));
  });

  it("checks the confirmation before auth/reset and shows the server's message on a wrong old password", async () => {
    serve((req) =>
      req.url === 'auth/reset'
        ? {
            status: 422,
            data: {
              message: 'The old password is incorrect',
              errors: { old_password: ['The old password is incorrect'] },
            },
          }
        : { data: me },
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: /Change Password/ }));
    await userEvent.type(await screen.findByLabelText(/Old password/), 'wrong-one');
    await userEvent.type(screen.getByLabelText(/^New password$/), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText(/New password confirmation/), 'brand-new-pasS');
    const submit = () =>
      screen.getAllByRole('button', { name: 'Change Password' }).find((b) => b.getAttribute('type') === 'submit')!;
    await userEvent.click(submit());
    expect((await screen.findAllByText('Password confirmation does not match')).length).toBeGreaterThan(0);
    expect(requests.some((r) => r.url === 'auth/reset')).toBe(false);
    const confirmation = screen.getByLabelText(/New password confirmation/);
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'brand-new-pass');
    await userEvent.click(submit());
    expect((await screen.findAllByText('The old password is incorrect')).length).toBeGreaterThan(0);
    expect(requests.find((r) => r.url === 'auth/reset')?.data).toEqual({
      old_password: 'wrong-one',
      new_password: 'brand-new-pass',
      new_password_confirmation: 'brand-new-pass',
    });
  });

  it('uploads a picture as profile_picture and shows the new one', async () => {
    const url = '/api/users/5/profile-picture/2025/03/abc.png';
    serve((req) =>
      req.url === 'auth/profile-picture'
        ? { data: { message: 'Your profile picture updated successfully', user: { ...me, profile_picture: url } } }
        : { data: me },
    );
    show();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Profile picture'), file);
    expect(await screen.findByText('Your profile picture updated successfully')).toBeTruthy();
    const sent = requests.find((r) => r.url === 'auth/profile-picture')!.data as FormData;
    expect((sent.get('profile_picture') as File).name).toBe('me.png');
    await waitFor(() =>
      expect((screen.getByAltText("Mo Profile's profile picture") as HTMLImageElement).src).toBe(pictureSrc(url)),
    );
    expect(sessionStore.getState().user?.profile_picture).toBe(url);
  });

  it('refuses a file that is not an image or is over 5 MB before uploading', async () => {
    serve(() => ({ data: me }));
    show();
    const input = await screen.findByLabelText('Profile picture');
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText('The profile picture must be a JPEG, PNG, GIF or WebP image')).toBeTruthy();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByText('The profile picture may not be larger than 5 MB')).toBeTruthy();
    expect(requests.some((r) => r.url === 'auth/profile-picture')).toBe(false);
  });

  describe('in Swahili', () => {
    it('shows the profile in Swahili', async () => {
      serve((req) => (req.url === 'auth/user' ? { data: me } : { status: 404, data: {} }));
      await switchLanguage('sw');
      show();
      expect(await screen.findByRole('heading', { name: 'Wasifu wangu' })).toBeTruthy();
      expect(screen.getByText('Jina')).toBeTruthy();
      expect(screen.getByText('Nambari ya simu')).toBeTruthy();
      expect(screen.getByRole('button', { name: /Badilisha nenosiri/ })).toBeTruthy();
      expect(screen.getByRole('button', { name: /Hariri wasifu/ })).toBeTruthy();
      expect(screen.getByRole('button', { name: /Pakia picha/ })).toBeTruthy();
    });
  });
});

describe('pictureSrc', () => {
  it('resolves API paths against the API host and keeps absolute URLs', () => {
    expect(pictureSrc('/api/users/5/profile-picture/a.png')).toMatch(
      /^https?:\/\/[^/]+\/api\/users\/5\/profile-picture\/a\.png$/,
    );
    expect(pictureSrc('https://lh3.googleusercontent.com/a/x')).toBe('https://lh3.googleusercontent.com/a/x');
    expect(pictureSrc(null)).toBeNull();
  });
});
