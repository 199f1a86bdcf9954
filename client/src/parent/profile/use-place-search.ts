import { useEffect, useState } from 'react';
import type { Place } from '@sync/schemas/place';
import { searchPlaces } from './account-api';

/** What the town search found for the text typed so far. */
export interface PlaceSearch {
  places: Place[];
  state: 'idle' | 'searching' | 'done' | 'failed';
}

const DEBOUNCE_MS = 200;

interface Answer {
  query: string;
  places: Place[];
  failed: boolean;
}

/** Searches towns as the parent types, a moment after they pause; a newer search cancels an older one. */
export function usePlaceSearch(query: string, enabled: boolean): PlaceSearch {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const text = query.trim();
  const active = enabled && text !== '';

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchPlaces(text, controller.signal).then(
        (places) => setAnswer({ query: text, places, failed: false }),
        () => {
          if (!controller.signal.aborted) setAnswer({ query: text, places: [], failed: true });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, active]);

  if (!active) return { places: [], state: 'idle' };
  // An answer to an earlier text keeps its towns on screen until the new one arrives.
  if (answer?.query !== text) return { places: answer?.places ?? [], state: 'searching' };
  return { places: answer.places, state: answer.failed ? 'failed' : 'done' };
}
