/**
 * `@scriptorium/shared-kit/testing`: the one set of component-test helpers every workspace uses
 * (the API mock, the kit renderer, waiting for an idle table). Test-only: never federated, never
 * imported by production code.
 */
export { mockApi, type MockRequest } from './mockApi.js';
export { renderWithKit, type Rendered } from './renderWithKit.js';
export { findIdle } from './findIdle.js';
