import type { User } from '@scriptorium/contracts/core';

/** A user as `GET auth/user` returns it, for tests. */
export function makeUser(role: User['role'], overrides: Partial<User> = {}): User {
  const names = { admin: 'Ada Admin', client: 'Chris Client', writer: 'Wanjiru Writer' } as const;
  return {
    id: { admin: 1, client: 2, writer: 3 }[role],
    name: names[role],
    email: `${role}@example.com`,
    phone: null,
    profile_picture: null,
    role,
    permissions: [],
    created_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}
