import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@scriptorium/contracts/core';
import { sessionStore } from './sessionStore.js';

const user = (role: string): User =>
  ({
    id: 1,
    name: 'A',
    email: 'a@x.io',
    phone: null,
    profile_picture: null,
    role,
    permissions: [],
    created_at: '',
  }) as User;
const roleCookie = () => /(?:^|;\s*)scriptorium_role=([^;]*)/.exec(document.cookie)?.[1];

afterEach(() => sessionStore.getState().clear());

describe('the role hint cookie', () => {
  it("holds the signed-in user's role as the UI knows it, follows a change and is gone on sign-out", () => {
    expect(roleCookie()).toBeUndefined();
    sessionStore.getState().signIn('t', user('client'));
    expect(roleCookie()).toBe('client');
    sessionStore.getState().setUser(user('super_admin'));
    expect(roleCookie()).toBe('admin');
    sessionStore.getState().clear();
    expect(roleCookie()).toBeUndefined();
  });
});
