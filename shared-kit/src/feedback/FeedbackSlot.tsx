import { lazy, Suspense, useEffect, useState } from 'react';
import { setFeedbackMount } from './feedback.js';

const FeedbackHost = lazy(() => import('./FeedbackHost.js'));

/** Calls `run` at the person's first press of a pointer or key on the page. Returns a cancel. */
function onFirstInput(run: () => void): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const once = () => {
    cancel();
    run();
  };
  const cancel = () => events.forEach((e) => document.removeEventListener(e, once, true));
  events.forEach((e) => document.addEventListener(e, once, true));
  return cancel;
}

/**
 * Provides toasts and dialogs for {@link import("./feedback.js").feedback} and `useFeedback`: mounts the
 * feedback host (antd's message, notification and modal holders, loaded lazily) when something first
 * asks for feedback, or before, at the person's first press of a pointer or key — the action it starts
 * (a request, most often) usually outlasts loading the host, so its toast or dialog is not held up.
 * Until then a page has none of it: a first screen needs no toast, so it does not download one
 * (docs/architecture-html-first.md "What a first screen does not load"). Rendered by KitProvider; renders
 * nothing itself.
 * @see docs/product.md §8
 */
export function FeedbackSlot() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    setFeedbackMount(mount);
    const cancel = onFirstInput(mount);
    return () => {
      cancel();
      setFeedbackMount(null);
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}
