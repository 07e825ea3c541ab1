import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads on first render, behind `Suspense`: `load` resolves to the real
 * component (a dynamic `import()`, so bundlers split it into its own chunk) and `fallback(props)` is
 * shown meanwhile — light markup, never antd. Once loaded, later renders are synchronous.
 * Props pass through unchanged, so the wrapper is a drop-in for the component it loads.
 * @param name display name in React DevTools and error messages.
 */
export function lazyComponent<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const Impl = lazy(async () => ({ default: await load() }));
  function Lazy(props: P) {
    return <Suspense fallback={fallback(props)}>{createElement(Impl as ComponentType<P>, props)}</Suspense>;
  }
  Lazy.displayName = name;
  return Lazy;
}
