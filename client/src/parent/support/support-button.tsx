import { useEffect, useId, useRef, useState } from 'react';
import { useOnline } from '../../lib/use-online';
import { Icon } from '../../ui/icon';
import { SupportForm } from './support-form';
import { SupportRequests } from './support-requests';

/**
 * The '?' at the bottom right of every parent screen (docs/product.md#shared-behaviour): a message to
 * support, and the parent's earlier requests. It never covers a control (ADR 0058): on a phone it sits at
 * the right end of the tab bar, in a place the bar keeps for it; wider, it floats in a lane the screen's
 * column keeps free. The dialog stays mounted while closed, so a half-typed message survives closing it and
 * moving between screens.
 */
export function SupportButton() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const online = useOnline();
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      <button
        type="button"
        aria-label="Help and support"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="fixed right-2 bottom-[calc(max(0.375rem,env(safe-area-inset-bottom))+0.25rem)] z-40 grid size-12 place-items-center rounded-full bg-ink text-cream shadow-lift transition hover:bg-ink-soft sm:right-6 sm:bottom-6 sm:size-14"
      >
        <Icon name="help" className="size-7" />
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-3xl bg-white p-5 text-ink shadow-soft backdrop:bg-ink/50 sm:p-8"
      >
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id={titleId} className="text-2xl font-extrabold">
              Help and support
            </h2>
            <p className="mt-1 text-ink-soft">
              Something not working, or an idea? Tell us; a person reads every message.
            </p>
          </div>
          <button
            type="button"
            aria-label="Close"
            onClick={() => setOpen(false)}
            className="grid size-11 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
        <div className="mt-5">
          <SupportForm offline={!online} />
          <SupportRequests open={open} />
        </div>
      </dialog>
    </>
  );
}
