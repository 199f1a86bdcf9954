import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page has scrolled further than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  // A boolean snapshot means a re-render only when the threshold is crossed, not on every pixel.
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
