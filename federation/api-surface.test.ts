import { describe, expect, it } from 'vitest';
import { VERSIONED_PACKAGES, currentSurface, manifestOf, recordedSurface, requiredBump, type ApiSurface } from './api-surface.js';

const surface = (version: string, ui: Record<string, string>): ApiSurface => ({ version, entries: { './ui': ui } });

describe('the recorded API surface of the kit and contracts', () => {
  // The checker reads every source of both packages: slow on a loaded machine.
  it.each(VERSIONED_PACKAGES)('%s: the surface recorded in api-surface.json is the sources\' (after a change: npm run api:surface, with its version bump)', (pkg) => {
    const recorded = recordedSurface(pkg);
    const current = currentSurface(pkg);
    expect(recorded.version, `${pkg}/api-surface.json was recorded at another version than package.json's: run npm run api:surface`).toBe(manifestOf(pkg).version);
    const verdict = requiredBump(recorded, { ...current, version: recorded.version });
    expect(verdict.changes, `${pkg}'s public API changed (${verdict.bump} bump needed): add a changeset, version it, run npm run api:surface`).toEqual([]);
  }, 180_000);
});

describe('the bump a surface change needs', () => {
  const before = surface('1.2.3', { linkCount: 'function (n: number) => string', shout: 'function (text: string) => string' });

  it('an added export needs a minor version; a patch is refused', () => {
    const added = { linkCount: 'function (n: number) => string', shout: 'function (text: string) => string', greeting: 'function () => string' };
    expect(requiredBump(before, surface('1.2.4', added))).toEqual({ bump: 'minor', ok: false, changes: ['./ui: added greeting'] });
    expect(requiredBump(before, surface('1.3.0', added)).ok).toBe(true);
  });

  it('a removed or changed export needs a major version; a minor is refused', () => {
    const changed = { linkCount: 'function (n: string) => string' };
    expect(requiredBump(before, surface('1.3.0', changed))).toEqual({ bump: 'major', ok: false, changes: ['./ui: changed linkCount', './ui: removed shout'] });
    expect(requiredBump(before, surface('2.0.0', changed)).ok).toBe(true);
  });

  it('an unchanged surface needs no bump', () => {
    expect(requiredBump(before, { ...before, version: '1.2.3' })).toEqual({ bump: 'none', ok: true, changes: [] });
  });
});
