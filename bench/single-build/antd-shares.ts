/**
 * Bench-only stand-in for `shell/src/features/remotes/antdShares.ts` in the single build. That
 * module registers antd's components in the federation share scope for the remotes; a single build
 * has no share scope (and its loaders would make every component a chunk of its own).
 */
export function provideAntdComponents(): void {}
