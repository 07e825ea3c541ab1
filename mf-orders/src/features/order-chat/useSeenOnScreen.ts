import { useEffect, useRef } from 'react';

/**
 * Calls `onSeen` once when the element scrolls into view inside the chat pane (IntersectionObserver,
 * half visible). Does nothing while `active` is false (a message that does not wait for the viewer).
 * @see docs/product.md §4 Orders ("read_at is set when a message targeted at the viewer's role scrolls into view")
 */
export function useSeenOnScreen<E extends Element>(active: boolean, onSeen: () => void) {
  const ref = useRef<E | null>(null);
  const callback = useRef(onSeen);
  useEffect(() => {
    callback.current = onSeen;
  });
  useEffect(() => {
    const el = ref.current;
    if (!active || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          callback.current();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}
