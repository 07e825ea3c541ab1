/**
 * Entry of the bench-only single (non-federated) build: exactly the shell's entry. The remotes come in
 * through `federation-runtime.ts`, which the Vite config puts in place of `@module-federation/runtime`.
 */
import '../../shell/src/main.js';
