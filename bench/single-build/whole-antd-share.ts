/**
 * Bench-only stand-in for `shell/src/features/remotes/wholeAntdShare.ts` in the single build. That
 * module registers `antd` in the federation share scope for remotes built without per-component antd
 * imports; a single build has no share scope. Kept as is, its `import('antd')` would make the bundler
 * keep all of antd in one chunk that the entry preloads (~1.6 MB raw), which is not what a
 * non-federated app would ship.
 */
export function provideWholeAntd(): void {}
