import { describe, expect, it } from 'vitest';
import type { User } from '@scriptorium/contracts/core';
import { routesFor, type RemoteRoute } from './RemoteModule.js';

const user = (role: string) => ({ id: 1, name: 'A', email: 'a@x.io', phone: null, profile_picture: null, role, permissions: [], created_at: '' }) as User;

describe('routesFor', () => {
  const clientHome: RemoteRoute = { path: '/orders', roles: ['client'] };
  const adminHome: RemoteRoute = { path: '/orders', roles: ['admin'] };
  const signIn: RemoteRoute = { path: '/sh-auth', roles: ['guest'] };
  const detail: RemoteRoute = { path: '/orders/order/:id/*', roles: ['client', 'admin'] };
  const routes = [clientHome, adminHome, signIn, detail];

  it("renders each role's own screen of a shared path, and every path once", () => {
    expect(routesFor(routes, user('client'))).toEqual([clientHome, signIn, detail]);
    expect(routesFor(routes, user('super_admin'))).toEqual([adminHome, signIn, detail]);
    // No screen of /orders suits a writer or a guest (the shell sends them elsewhere): the first stays.
    expect(routesFor(routes, user('writer'))).toEqual([clientHome, signIn, detail]);
    expect(routesFor(routes, null)).toEqual([clientHome, signIn, detail]);
  });
});
