import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, matchRoute, patternToRegExp } from '@scriptorium/contracts/core';
import { routeTableDisagreements } from '@scriptorium/shared-kit/testing';
import remote from './routes.js';

describe('mf_users routes', () => {
  it('give every screen a role, a permission key of the registry and a breadcrumb title', () => {
    for (const route of remote.routes) {
      expect(route.roles, route.path).toEqual(['admin']);
      expect(ALL_PERMISSIONS, route.path).toContain(route.permission);
      expect(route.title, route.path).toBeTruthy();
    }
  });

  it("agree with the shell's route table: same owner, roles and permissions, every entry rendered", () => {
    expect(routeTableDisagreements(remote)).toEqual([]);
  });

  it.each([
    ['/users/clients', '/users/:role/*'],
    ['/users/admins', '/users/:role/*'],
    ['/users/writers/tab/pending', '/users/writers/*'],
    ['/users/user/7/tab/orders', '/users/user/:id/*'],
    ['/users/add', '/users/add'],
    ['/sh-departments', '/sh-departments'],
    ['/sh-departments/permissions/3', '/sh-departments/permissions/:id'],
    ['/sh-departments/manage-permissions/3', '/sh-departments/manage-permissions/:id'],
    ['/logs', '/logs'],
  ])('%s is owned by mf_users and rendered by %s', (url, pattern) => {
    expect(matchRoute(url)?.owner).toBe('mf_users');
    expect(remote.routes.find((r) => r.path === pattern && patternToRegExp(r.path).test(url))).toBeTruthy();
  });
});
