/**
 * `@scriptorium/contracts/deploy` — what a deployed app provides to remotes (`/shared-versions.json`)
 * and what a built remote needs (`shared-needs.json`), and the rule that says whether a remote can be
 * deployed on an app. Read by the shell before it loads a remote and by `npm run deploy:check`.
 * (Specifiers without `.js`: see ./core.)
 * @see docs/deploying.md
 */
export * from '../deploy';
