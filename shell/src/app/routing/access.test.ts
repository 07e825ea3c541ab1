import { describe, expect, it } from 'vitest';
import { matchRoute, type Route } from '@scriptorium/contracts/core';
import { makeUser } from '@scriptorium/shared-kit/testing';
import { accessFor } from './access.js';

const route = (path: string): Route => {
  const entry = matchRoute(path);
  if (!entry) throw new Error(`no route for ${path}`);
  return entry;
};

describe('accessFor', () => {
  it('lets signed-out people open guest routes and sends them to sign in elsewhere', () => {
    expect(accessFor(route('/orders/new'), null, '/orders/new')).toEqual({ kind: 'allow' });
    expect(accessFor(route('/logs'), null, '/logs?x=1')).toEqual({
      kind: 'sign-in',
      to: '/sh-auth?redirect=%2Flogs%3Fx%3D1',
    });
  });

  it('keeps the auth pages open to signed-in users (they see who is signed in)', () => {
    expect(accessFor(route('/sh-auth'), makeUser('client'), '/sh-auth')).toEqual({ kind: 'allow' });
  });

  it('sends writers from an order URL to its writer twin, other wrong roles to 403', () => {
    expect(accessFor(route('/orders/order/7'), makeUser('writer'), '/orders/order/7')).toEqual({
      kind: 'redirect',
      to: '/writer/orders/order/7',
    });
    expect(accessFor(route('/settings'), makeUser('client'), '/settings')).toEqual({ kind: 'forbidden' });
  });

  it('forbids a writer an order URL without a writer twin (/orders/new, an admin-only area)', () => {
    expect(accessFor(route('/orders/new'), makeUser('writer'), '/orders/new')).toEqual({ kind: 'forbidden' });
    expect(accessFor(route('/orders/quotes'), makeUser('writer'), '/orders/quotes')).toEqual({ kind: 'forbidden' });
  });

  it('forbids an admin without the route permission and allows one with it', () => {
    expect(accessFor(route('/logs'), makeUser('admin'), '/logs')).toEqual({ kind: 'forbidden' });
    expect(accessFor(route('/logs'), makeUser('admin', { permissions: ['logs.menu.view_logs'] }), '/logs')).toEqual({
      kind: 'allow',
    });
  });
});
