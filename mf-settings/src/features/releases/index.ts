/** Settings → Releases: each remote's releases with Promote, Roll back and Preview (docs/deploying.md Releases). */
export { default as ReleasesPanel } from './ReleasesPanel.js';
