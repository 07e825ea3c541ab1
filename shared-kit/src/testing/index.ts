/**
 * `@scriptorium/shared-kit/testing`: the one set of component-test helpers every workspace uses (the
 * API mock, the kit renderer, signed-in users, the socket stand-in, table pages, waiting for an idle
 * table, the page's language). Test-only: never federated, never imported by production code.
 */
export { mockApi, type MockReply, type MockRequest } from './mockApi.js';
export { renderWithKit, type Rendered } from './renderWithKit.js';
export { findIdle, SLOW } from './findIdle.js';
export { makeUser, signInAs, signOut, TEST_USER_IDS } from './users.js';
export { fakeSocket } from './fakeSocket.js';
export { page } from './page.js';
export { switchLanguage } from './language.js';
