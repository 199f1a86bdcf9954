import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';
import { leaveNeedsAsking } from './leave-rule';
import { anySubmitRunning } from './submit-gate';
import { LeaveGuardContext, type LeaveGuardRegistry } from './use-leave-guard';

/**
 * Watches every navigation of the screens inside it and asks before one would throw away a form's edits
 * (ADR 0058). One guard for all the forms of a screen: the router consults a single blocker, and a child's
 * rewards tab alone holds three forms.
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const editedForms = useRef(0);
  const [registry] = useState<LeaveGuardRegistry>(() => ({
    hold: () => {
      editedForms.current += 1;
      let held = true;
      return () => {
        if (held) editedForms.current -= 1;
        held = false;
      };
    },
  }));

  const shouldBlock = useCallback<BlockerFunction>(
    (attempt) =>
      leaveNeedsAsking(attempt, { editedForms: editedForms.current, submitting: anySubmitRunning() }),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    // Reloading, closing the tab or typing another address: the browser asks in its own words.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (editedForms.current === 0 || anySubmitRunning()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return (
    <LeaveGuardContext.Provider value={registry}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave"
        cancelLabel="Keep editing"
        onConfirm={() => blocker.proceed?.()}
        // Also called when the dialog closes after Leave, when the blocker has nothing left to reset.
        onCancel={() => blocker.reset?.()}
      >
        Your changes on this screen are not saved yet. If you leave now, they are lost.
      </ConfirmDialog>
    </LeaveGuardContext.Provider>
  );
}
