import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** A lazy component: the component itself, plus `preload()` to start loading its code before it renders. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once, again after a failure); resolves to the real component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component whose code loads on first render, behind `Suspense`: `load` resolves to the real
 * component (a dynamic `import()`, so bundlers split it into its own chunk) and `fallback(props)` is
 * shown meanwhile — light markup, never antd. Props pass through unchanged, so the wrapper is a drop-in
 * for the component it loads.
 * Once the code has loaded, renders are synchronous — the first one too when `preload()` ran before it
 * and finished: a frame that renders a lazy component at once (a layout's menu) preloads it when its
 * module loads, so it is not shown in a second step (React spaces the reveals of suspended parts
 * 300 ms apart, a wait a phone's first screen would show). A failed load is thrown to the nearest error
 * boundary; the next `preload()` or first render loads again.
 * @param name display name in React DevTools and error messages.
 */
export function lazyComponent<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): LazyComponent<P> {
  let code: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  // A failed load is forgotten, so the next preload or render tries again (a dropped connection).
  const preload = () =>
    (code ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        code = undefined;
        throw error;
      },
    ));
  const Impl = lazy(async () => ({ default: await preload() }));
  function Lazy(props: P) {
    // Fixed per instance: switching an instance from Impl to the loaded component would remount it.
    const [type] = useState<ComponentType<P>>(() => loaded ?? Impl);
    return <Suspense fallback={fallback(props)}>{createElement(type, props)}</Suspense>;
  }
  Lazy.displayName = name;
  Lazy.preload = preload;
  return Lazy;
}
