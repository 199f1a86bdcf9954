// The board's settings, behind a grown-up gate (ADR 0039): a small gear a child has no reason to notice,
// and a question a child cannot answer before anything can be changed.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../ui/icon';
import { BoardSettingsPanel } from './board-settings-panel';
import { GrownUpGate } from './grown-up-gate';
import { boardWakeLock } from './wake-lock';

interface BoardSettingsButtonProps {
  /** Leaves the board on this tablet (after the grown-up confirmed); the wake lock is already released. */
  onLeaveBoard: () => void;
  /** Theme previews to choose from, shown in the settings. */
  themePreview?: ReactNode;
  /** The app's version, when the board knows it. */
  appVersion?: string;
  /** Where the gear sits; bottom right of the screen by default. */
  className?: string;
}

/**
 * A quiet gear that opens the board's settings for a grown-up who answers the gate's question. Its pale
 * disc keeps it findable on every theme's backdrop (the cars theme's road is dark) without drawing a child.
 */
export function BoardSettingsButton({
  onLeaveBoard,
  themePreview,
  appVersion,
  className = 'fixed right-3 bottom-3 z-30',
}: BoardSettingsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Settings for grown-ups"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`${className} grid size-12 place-items-center rounded-full bg-white/70 text-ink-soft ring-1 ring-ink/10 hover:bg-white`}
      >
        <Icon name="gear" className="size-7" />
      </button>
      {open && (
        <SettingsDialog
          themePreview={themePreview}
          appVersion={appVersion}
          onClose={() => setOpen(false)}
          onLeaveBoard={() => {
            setOpen(false);
            void boardWakeLock.release();
            onLeaveBoard();
          }}
        />
      )}
    </>
  );
}

interface SettingsDialogProps {
  themePreview: ReactNode;
  appVersion: string | undefined;
  onClose: () => void;
  onLeaveBoard: () => void;
}

/**
 * The modal itself: the native <dialog> traps focus, closes on Escape and gives focus back to the gear.
 * Mounted only while open, so every opening asks the question again.
 */
function SettingsDialog({ themePreview, appVersion, onClose, onLeaveBoard }: SettingsDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const gateTitleId = useId();
  const settingsTitleId = useId();
  const [passed, setPassed] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={passed ? settingsTitleId : gateTitleId}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-3xl bg-white p-6 text-ink shadow-soft backdrop:bg-ink/60 sm:p-8"
    >
      <div className="mb-2 flex justify-end">
        <button
          type="button"
          aria-label="Close the settings"
          onClick={() => dialog.current?.close()}
          className="grid size-12 place-items-center rounded-full hover:bg-ink/5"
        >
          <Icon name="close" />
        </button>
      </div>
      {passed ? (
        <>
          <h2 id={settingsTitleId} className="mb-4 text-2xl font-extrabold">
            Board settings
          </h2>
          <BoardSettingsPanel
            appVersion={appVersion}
            themePreview={themePreview}
            onLeaveBoard={onLeaveBoard}
          />
        </>
      ) : (
        <GrownUpGate titleId={gateTitleId} onPass={() => setPassed(true)} />
      )}
    </dialog>
  );
}
