import { describe, expect, it } from 'vitest';
import { routeTableDisagreements } from '@scriptorium/shared-kit/testing';
import remote from './routes.js';

describe('mf_settings routes', () => {
  it("agree with the shell's route table: same owner, roles and permissions, every entry rendered", () => {
    expect(routeTableDisagreements(remote)).toEqual([]);
  });
});
