import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library only auto-cleans with vitest globals on; the kit runs without them.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// happy-dom has no layout engine; antd only needs these to exist.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverShim {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: ResizeObserverShim });
}
