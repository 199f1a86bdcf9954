import { createContext, useContext, useEffect } from 'react';

/** What a screen's leave guard offers the forms inside it. */
export interface LeaveGuardRegistry {
  /** Marks one form as holding unsaved edits; the returned function releases it. */
  hold: () => () => void;
}

/** Provided by `LeaveGuard` (client/src/ui/leave-guard.tsx) around the parent app's screens. */
export const LeaveGuardContext = createContext<LeaveGuardRegistry | null>(null);

/**
 * Asks before the edits of a form are thrown away (ADR 0058): while `dirty`, leaving the screen (Back, a
 * link, a tab) opens a question, and reloading or closing the page asks the browser's own. A form passes
 * whether what it shows differs from what it stood on; a form that is not inside a `LeaveGuard` is not held.
 */
export function useLeaveGuard(dirty: boolean): void {
  const registry = useContext(LeaveGuardContext);
  useEffect(() => (dirty && registry ? registry.hold() : undefined), [dirty, registry]);
}
