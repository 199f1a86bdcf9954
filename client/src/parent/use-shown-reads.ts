// Which reads a dashboard card draws its day from (ADR 0083): the copy of the last screen until its own reads
// answer; then the copy still, when those hold the very same data (the common case: nothing changed since),
// so that going live draws nothing again; and from the next change on, the live reads.
import { useState } from 'react';
import { deepEqual } from 'rxdb/plugins/utils';
import { sameCardReads, type CardReads } from './card-reads';

/** The live answer last seen, and what was shown for it. */
export interface ShownReads {
  basis: CardReads;
  shown: CardReads;
}

/**
 * What to show for `live` (undefined while on its way), given what was shown for the answer before
 * (`previous`) and the copy of the last screen: the same object for the same answer, which the memoised day
 * (child-day.tsx) does not draw again.
 */
export function nextShownReads(
  previous: ShownReads | undefined,
  live: CardReads | undefined,
  lastShown: CardReads | undefined,
): { steady: ShownReads | undefined; shown: CardReads | undefined } {
  if (live === undefined) return { steady: previous, shown: lastShown };
  if (previous !== undefined && sameCardReads(previous.basis, live)) {
    return { steady: previous, shown: previous.shown };
  }
  const first = previous === undefined;
  const shown = first && lastShown !== undefined && deepEqual(live, lastShown) ? lastShown : live;
  return { steady: { basis: live, shown }, shown };
}

/** What the card shows, given its live reads (undefined while on their way) and the copy (if any). */
export function useShownReads(
  live: CardReads | undefined,
  lastShown: CardReads | undefined,
): CardReads | undefined {
  const [previous, setPrevious] = useState<ShownReads | undefined>(undefined);
  const { steady, shown } = nextShownReads(previous, live, lastShown);
  // Stored during the render, as React allows for what follows from the props of the render before.
  if (steady !== previous) setPrevious(steady);
  return shown;
}
