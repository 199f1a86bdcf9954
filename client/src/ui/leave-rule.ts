// When leaving a screen must ask first (ADR 0058). Kept apart from React so that its rules are tested on their
// own; `client/src/ui/leave-guard.tsx` applies it to every navigation of the app.

/** The parts of a navigation the rule reads (react-router's blocker arguments). */
export interface LeaveAttempt {
  currentLocation: { pathname: string; search: string };
  nextLocation: { pathname: string; search: string };
  historyAction: 'POP' | 'PUSH' | 'REPLACE';
}

/** What the page holds when the navigation starts. */
export interface LeaveState {
  /** How many forms on screen hold edits that are not saved. */
  editedForms: number;
  /** Whether a form is saving: a navigation meanwhile is the save returning to where it came from. */
  submitting: boolean;
}

/**
 * True when the navigation would throw edits away and the parent did not choose to: Back, a link, or a tab
 * of the same screen (another `?section=`). Not asked: a save's own navigation, a move within the same address
 * (a `#` anchor), and a redirect the app makes in place of the screen (`replace` to another page, after
 * deleting what was being edited, or after logging out), where the edits have nothing left to be saved to.
 */
export function leaveNeedsAsking(attempt: LeaveAttempt, state: LeaveState): boolean {
  if (state.editedForms === 0 || state.submitting) return false;
  const { currentLocation: from, nextLocation: to } = attempt;
  const samePage = from.pathname === to.pathname;
  if (samePage && from.search === to.search) return false;
  if (attempt.historyAction === 'REPLACE' && !samePage) return false;
  return true;
}
