import { useId, useState, type ReactNode } from 'react';
import { buttonClass } from '../ui/button-class';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { updateBoardPreferences, useBoardPreferences } from './board-preferences';
import { BoardNightSettings } from './board-night-settings';
import { playChime } from './board-sound';
import type { PersistenceResult } from '../data/persistence';
import { useStoragePersistence } from './storage-persistence';
import { useWakeLockState, type WakeLockState } from './wake-lock';

/** What a grown-up reads about keeping the screen on. */
const WAKE_LOCK_WORDS: Record<WakeLockState, string> = {
  held: 'The screen stays on while the board is showing.',
  lost:
    'The tablet is not keeping the screen on right now (low-power mode or a battery saver can refuse it). ' +
    'The board keeps asking.',
  unsupported:
    "This browser cannot keep the screen on. Set the tablet's screen timeout to never in its own settings.",
  off: 'The screen is kept on once the board has been tapped to start.',
};

/** What a grown-up reads about the board's data being kept. */
const STORAGE_WORDS: Record<PersistenceResult, string> = {
  persisted: "The browser keeps the board's data, even when the tablet runs short of space.",
  'best-effort': "The browser may clear the board's data when the tablet runs short of space.",
  unsupported: "This browser does not say whether it keeps the board's data.",
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t-2 border-ink/10 pt-4">
      <h3 id={id} className="mb-3 text-lg font-extrabold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function SoundSection() {
  const { volume } = useBoardPreferences();
  const sliderId = useId();
  return (
    <Section title="Sound">
      <label htmlFor={sliderId} className="mb-2 block font-bold">
        Volume of alarms, chimes and the voice
      </label>
      <div className="flex items-center gap-4">
        <input
          id={sliderId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(volume * 100)}
          aria-valuetext={`${Math.round(volume * 100)}%`}
          onChange={(event) => updateBoardPreferences({ volume: Number(event.target.value) / 100 })}
          className="h-12 flex-1 accent-sunrise-700"
        />
        <span className="w-12 text-right font-bold tabular-nums">{Math.round(volume * 100)}%</span>
      </div>
      <button type="button" className={buttonClass('secondary', 'mt-3')} onClick={playChime}>
        Play a test chime
      </button>
    </Section>
  );
}

function DeviceSection({ appVersion }: { appVersion: string | undefined }) {
  const wakeLock = useWakeLockState();
  const { persistence, refused, request } = useStoragePersistence();
  return (
    <Section title="This tablet">
      <p className="font-bold">Screen</p>
      <p className="mb-3 text-ink-soft">{WAKE_LOCK_WORDS[wakeLock]}</p>
      <p className="font-bold">Storage</p>
      <p className="text-ink-soft" aria-live="polite">
        {persistence === undefined ? 'Checking…' : STORAGE_WORDS[persistence]}
        {refused &&
          ' The browser said no: adding the board to the home screen usually lets it keep the data.'}
      </p>
      {persistence === 'best-effort' && (
        <button type="button" className={buttonClass('secondary', 'mt-3')} onClick={request}>
          Keep the board's data
        </button>
      )}
      {appVersion && <p className="mt-3 text-ink-soft">App version {appVersion}</p>}
    </Section>
  );
}

interface BoardSettingsPanelProps {
  appVersion: string | undefined;
  themePreview: ReactNode;
  onLeaveBoard: () => void;
}

/** What a grown-up finds behind the gate: sound, night, the tablet's state, themes, and leaving the board. */
export function BoardSettingsPanel({ appVersion, themePreview, onLeaveBoard }: BoardSettingsPanelProps) {
  const [confirmLeave, setConfirmLeave] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <SoundSection />
      <Section title="Night">
        <BoardNightSettings />
      </Section>
      <DeviceSection appVersion={appVersion} />
      {themePreview && <Section title="Theme">{themePreview}</Section>}
      <Section title="Board mode">
        <button type="button" className={buttonClass('secondary')} onClick={() => setConfirmLeave(true)}>
          Leave board mode
        </button>
      </Section>
      <ConfirmDialog
        open={confirmLeave}
        title="Leave board mode?"
        confirmLabel="Leave board mode"
        cancelLabel="Stay on the board"
        onCancel={() => setConfirmLeave(false)}
        onConfirm={() => {
          setConfirmLeave(false);
          onLeaveBoard();
        }}
      >
        The board stops showing here, and its alarms stop ringing on this tablet.
      </ConfirmDialog>
    </div>
  );
}
