import { useState, type FormEvent } from 'react';
import { boardLabelSchema, type BoardSummary } from '@sync/protocol/pairing';
import { buttonClass } from '../../ui/button-class';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TextField } from '../../ui/form-field';
import { notify } from '../../ui/toaster';
import { useRenameBoard, useRevokeBoard } from './boards-api';
import { whenWords } from '../../lib/when-words';
import { pendingWritesWords, storageWords, wakeLockWords } from './board-status-words';
import { useLeaveGuard } from '../../ui/use-leave-guard';

interface BoardRowProps {
  board: BoardSummary;
  childId: string;
  childName: string;
  now: Date;
}

/** One paired board: its name (renamed in place), when it was last seen and synced, its health. */
export function BoardRow({ board, childId, childName, now }: BoardRowProps) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeBoard(childId);
  const { health } = board;

  async function disconnect() {
    setConfirming(false);
    try {
      await revoke.mutateAsync(board.id);
      notify({ title: 'Board disconnected', description: `${board.label} goes back to its setup screen.` });
    } catch (error) {
      notify({ title: 'Not disconnected', description: (error as Error).message, variant: 'destructive' });
    }
  }

  return (
    <li className="rounded-3xl bg-white p-5 shadow-soft">
      {renaming ? (
        <RenameForm board={board} childId={childId} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-xl font-extrabold">{board.label}</h3>
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonClass('secondary', 'min-h-11 px-4')}
              aria-label={`Rename ${board.label}`}
              onClick={() => setRenaming(true)}
            >
              Rename
            </button>
            <button
              type="button"
              disabled={revoke.isPending}
              className={buttonClass('secondary', 'min-h-11 px-4')}
              aria-label={`Disconnect ${board.label}`}
              onClick={() => setConfirming(true)}
            >
              Disconnect
            </button>
          </div>
        </div>
      )}
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-ink-soft sm:grid-cols-2">
        <Fact term="Paired" value={whenWords(board.pairedAt, now)} />
        <Fact term="Last seen" value={whenWords(board.lastSeenAt, now)} />
        <Fact term="Last synced" value={whenWords(board.lastSyncedAt, now)} />
        <Fact term="App version" value={board.appVersion ?? 'Not reported yet'} />
      </dl>
      {health ? (
        <ul aria-label="Health" className="mt-4 flex flex-wrap gap-2">
          <HealthChip good={health.wakeLock === 'held'}>{wakeLockWords(health.wakeLock)}</HealthChip>
          <HealthChip good={health.storagePersisted === true}>
            {storageWords(health.storagePersisted)}
          </HealthChip>
          <HealthChip good={health.pendingWrites === 0}>
            {pendingWritesWords(health.pendingWrites)}
          </HealthChip>
        </ul>
      ) : (
        <p className="mt-4 text-ink-soft">The board has not reported its health yet.</p>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Disconnect ${board.label}?`}
        confirmLabel="Disconnect board"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void disconnect()}
      >
        The tablet forgets {childName}&apos;s board and its data, and goes back to its setup screen the next
        time it connects. You can pair it again at any time.
      </ConfirmDialog>
    </li>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-2">
      <dt className="font-bold text-ink">{term}:</dt>
      <dd>{value}</dd>
    </div>
  );
}

function HealthChip({ good, children }: { good: boolean; children: string }) {
  return (
    <li
      className={`rounded-full px-3 py-1 text-sm font-bold ${good ? 'bg-leaf-100 text-leaf-700' : 'bg-sun-200 text-ink'}`}
    >
      {children}
    </li>
  );
}

function RenameForm({
  board,
  childId,
  onDone,
}: {
  board: BoardSummary;
  childId: string;
  onDone: () => void;
}) {
  const rename = useRenameBoard(childId);
  const [label, setLabel] = useState(board.label);
  const [errors, setErrors] = useState<string[] | undefined>();
  const id = `board-name-${board.id}`;
  useLeaveGuard(label !== board.label);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = boardLabelSchema.safeParse(label);
    if (!parsed.success) return setErrors([parsed.error.issues[0]?.message ?? 'Give the board a name']);
    try {
      await rename.mutateAsync({ boardId: board.id, label: parsed.data });
      onDone();
    } catch (error) {
      setErrors([(error as Error).message]);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="space-y-3">
      <TextField
        id={id}
        label="Board name"
        value={label}
        errors={errors}
        autoFocus
        onChange={(event) => {
          setLabel(event.target.value);
          setErrors(undefined);
        }}
      />
      <div className="flex gap-2">
        <button type="submit" disabled={rename.isPending} className={buttonClass('primary', 'min-h-11 px-4')}>
          Save name
        </button>
        <button type="button" className={buttonClass('secondary', 'min-h-11 px-4')} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
