import { useState } from 'react';
import { SubmitGate } from './submit-gate';

/**
 * A form's submit that runs once at a time (ADR 0049): `run` lets the first submit through and answers a
 * repeated one (a double tap, a second Enter) as the first, and `pending` keeps the button busy meanwhile.
 * The gate shuts at once, not at the next render, which a second click can beat.
 */
export function useSubmitOnce(): { pending: boolean; run: (work: () => Promise<void>) => Promise<void> } {
  const [pending, setPending] = useState(false);
  const [gate] = useState(() => new SubmitGate({ onPendingChange: setPending }));
  return { pending, run: (work) => gate.run(work) };
}
