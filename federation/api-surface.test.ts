import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { classifyChanges } from './api-compat.js';
import {
  VERSIONED_PACKAGES,
  committedRecord,
  compilerOptionsOf,
  currentSurface,
  manifestOf,
  recordedSurface,
  requiredBump,
} from './api-surface.js';

describe('the recorded API surface of the kit and contracts', () => {
  // The checker reads every source of both packages: slow on a loaded machine.
  it.each(VERSIONED_PACKAGES)(
    "%s: the surface recorded in api-surface.json is the sources' (after a change: npm run api:surface, with its version bump)",
    (pkg) => {
      const recorded = recordedSurface(pkg);
      expect(
        recorded.version,
        `${pkg}/api-surface.json was recorded at another version than package.json's: run npm run api:surface`,
      ).toBe(manifestOf(pkg).version);
      expect(
        currentSurface(pkg).entries,
        `${pkg}'s public API changed: add a changeset, version it, run npm run api:surface`,
      ).toEqual(recorded.entries);
    },
    180_000,
  );
});

describe('the bump a change of a public entry asks for (fixtures/api-surface: before.ts, and one file per change)', () => {
  const fixture = (name: string) => ({
    './ui': fileURLToPath(new URL(`fixtures/api-surface/${name}.ts`, import.meta.url)),
  });
  const bumpFor = (name: string) => {
    const changes = classifyChanges(fixture('before'), fixture(name), compilerOptionsOf('shared-kit'));
    return requiredBump(changes, '1.2.3', '1.2.4');
  };

  it.each([
    ['added-optional-prop', 'minor', ['./ui: extended BadgeProps']],
    ['new-export', 'minor', ['./ui: added whisper']],
    ['widened-parameter', 'minor', ['./ui: extended shout']],
    ['added-schema-field', 'minor', ['./ui: extended linkRow']],
    ['generic-optional-prop', 'minor', ['./ui: extended TableProps']],
    ['added-required-prop', 'major', ['./ui: changed BadgeProps incompatibly', './ui: changed badge incompatibly']],
    ['removed-export', 'major', ['./ui: removed shout']],
    ['widened-return', 'major', ['./ui: changed shout incompatibly']],
    ['required-schema-field', 'major', ['./ui: changed linkRow incompatibly']],
    ['generic-required-prop', 'major', ['./ui: changed TableProps incompatibly']],
  ])(
    '%s asks for a %s version, naming the change',
    (name, bump, changes) => {
      expect(bumpFor(name)).toEqual({ bump, ok: false, changes });
    },
    60_000,
  );

  it('an unchanged entry asks for nothing', () => {
    expect(bumpFor('before')).toEqual({ bump: 'none', ok: true, changes: [] });
  }, 60_000);

  it('accepts the version that carries the bump, and a major for a minor change', () => {
    const minor = { major: [], minor: ['./ui: added whisper'] };
    expect(requiredBump(minor, '1.2.3', '1.3.0').ok).toBe(true);
    expect(requiredBump(minor, '1.2.3', '2.0.0').ok).toBe(true);
    const major = { major: ['./ui: removed shout'], minor: [] };
    expect(requiredBump(major, '1.2.3', '1.3.0').ok).toBe(false);
    expect(requiredBump(major, '1.2.3', '2.0.0').ok).toBe(true);
  });
});

describe('what a change is judged against: the last release recorded, not the last commit', () => {
  /** A history of contracts/api-surface.json, newest first: commit → the version recorded there. */
  const history =
    (records: [string, string][]) =>
    (...args: string[]) => {
      if (args[0] === 'log') return records.map(([commit]) => commit).join('\n');
      const commit = args[1].split(':')[0];
      return JSON.stringify({ version: records.find(([c]) => c === commit)![1], entries: {} });
    };

  it('skips the records of the version being made (two branches each adding to 1.1.0 are judged against 1.0.0)', () => {
    const run = history([
      ['c3', '1.1.0'],
      ['c2', '1.1.0'],
      ['c1', '1.0.0'],
      ['c0', '0.9.0'],
    ]);
    expect(committedRecord('contracts', '1.1.0', run)?.commit).toBe('c1');
  });

  it('takes the newest record when the version has not moved yet (the change still needs its bump)', () => {
    const run = history([
      ['c2', '1.0.0'],
      ['c1', '1.0.0'],
    ]);
    expect(committedRecord('contracts', '1.0.0', run)).toEqual({
      commit: 'c2',
      surface: { version: '1.0.0', entries: {} },
    });
  });

  it('has nothing to compare with without that history', () => {
    expect(committedRecord('contracts', '1.0.0', () => '')).toBeNull();
  });
});
