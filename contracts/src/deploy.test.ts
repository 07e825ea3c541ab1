import { describe, expect, it } from 'vitest';
import {
  chooseRemoteBuild,
  describeUnmet,
  unmetNeeds,
  type RemoteNeeds,
  type SharedVersionsManifest,
} from './deploy.js';

const app: SharedVersionsManifest = {
  shares: {
    react: { version: '19.3.1', singleton: true },
    '@scriptorium/shared-kit/core': { version: '1.0.0', singleton: true, names: ['apiClient', 'sessionStore'] },
    '@scriptorium/shared-kit/ui': { version: '1.0.0', singleton: false },
  },
};
const remote = (needs: RemoteNeeds['needs']): RemoteNeeds => ({ remote: 'mf_settings', needs });

describe('whether a built remote can be deployed on an app', () => {
  it('a newer versioned entry is met: the remote brings its own copy', () => {
    expect(unmetNeeds(app, remote({ '@scriptorium/shared-kit/ui': { version: '1.1.0', singleton: false } }))).toEqual(
      [],
    );
  });

  it("a newer kit is met when the app's singleton entry exports every name the remote takes from it", () => {
    expect(
      unmetNeeds(
        app,
        remote({ '@scriptorium/shared-kit/core': { version: '1.1.0', singleton: true, names: ['sessionStore'] } }),
      ),
    ).toEqual([]);
  });

  it("a name the app's singleton entry lacks is refused, naming the share and both versions", () => {
    const unmet = unmetNeeds(
      app,
      remote({
        '@scriptorium/shared-kit/core': { version: '1.2.0', singleton: true, names: ['sessionLabel', 'sessionStore'] },
      }),
    );
    expect(unmet.map(describeUnmet)).toEqual([
      "@scriptorium/shared-kit/core needs 1.2.0, the app provides 1.0.0 (the app's @scriptorium/shared-kit/core has no sessionLabel)",
    ]);
  });

  it('another major is refused, for singletons and versioned entries alike', () => {
    const unmet = unmetNeeds(
      app,
      remote({
        react: { version: '20.0.0', singleton: true },
        '@scriptorium/shared-kit/ui': { version: '2.0.0', singleton: false },
      }),
    );
    expect(unmet.map((u) => [u.share, u.reason])).toEqual([
      ['@scriptorium/shared-kit/ui', 'another major version'],
      ['react', 'another major version'],
    ]);
  });

  it('an older third-party singleton or a missing one is refused; an entry the app lacks the remote brings', () => {
    const unmet = unmetNeeds(
      app,
      remote({
        react: { version: '19.4.0', singleton: true },
        zustand: { version: '5.1.0', singleton: true },
        '@scriptorium/shared-kit/phone': { version: '1.0.0', singleton: false },
      }),
    );
    expect(unmet.map(describeUnmet)).toEqual([
      'react needs 19.4.0, the app provides 19.3.1 (the app provides an older version)',
      'zustand needs 5.1.0, the app provides none (the app does not provide it)',
    ]);
  });
});

describe('which build of a remote the app loads', () => {
  const shared = remote({ '@scriptorium/shared-kit/ui': { version: '1.1.0', singleton: true, names: ['linkCount'] } });
  const ownKit = remote({
    '@scriptorium/shared-kit/core': { version: '1.1.0', singleton: true, names: ['sessionStore'] },
  });

  it('the shared build when the app meets it, even when an own-kit build exists', () => {
    const sameKit = remote({
      '@scriptorium/shared-kit/core': { version: '1.0.0', singleton: true, names: ['apiClient'] },
    });
    expect(chooseRemoteBuild(app, sameKit, ownKit)).toEqual({ build: 'shared', unmet: [] });
  });

  it('the own-kit build when the app lacks a stateless name the remote uses but has the stateful ones', () => {
    expect(chooseRemoteBuild(app, shared, ownKit)).toEqual({ build: 'own-kit', unmet: [] });
  });

  it('none when the own-kit build needs a stateful name the app lacks, naming that need', () => {
    const needsNewCore = remote({
      '@scriptorium/shared-kit/core': { version: '1.2.0', singleton: true, names: ['sessionLabel'] },
    });
    const choice = chooseRemoteBuild(app, shared, needsNewCore);
    expect(choice.build).toBeNull();
    expect(choice.unmet.map(describeUnmet)).toEqual([
      "@scriptorium/shared-kit/core needs 1.2.0, the app provides 1.0.0 (the app's @scriptorium/shared-kit/core has no sessionLabel)",
    ]);
  });

  it("none without an own-kit build (a remote built before it existed), naming the shared build's need", () => {
    const app2: SharedVersionsManifest = {
      shares: { '@scriptorium/shared-kit/ui': { version: '1.0.0', singleton: true, names: ['DataTable'] } },
    };
    expect(chooseRemoteBuild(app2, shared, null).unmet.map((u) => u.reason)).toEqual([
      "the app's @scriptorium/shared-kit/ui has no linkCount",
    ]);
  });
});
