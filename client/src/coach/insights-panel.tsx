// "What Nia noticed": proposals from the chosen child's own history (I-INS), each with the exact edits the
// parent can make in one tap, or put aside with "Not now". Read from the local database, so it works
// offline; an applied edit syncs to the board like any change to the routine.
import { useState } from 'react';
import type { RoutineEdit } from '@sync/domain/routine-edits';
import { routineInsights, type RoutineProposal } from '@sync/domain/routine-insights';
import { useLiveDocuments } from '../data/hooks/use-live-documents';
import { editRoutine } from '../data/writes/routines';
import { useFamilyData } from '../data/family-data-context';
import { useFamilyTimeZone, useFamilyToday } from '../session/use-family-today';
import { buttonClass } from '../ui/button-class';
import { errorMessage } from '../ui/error-message';
import { notify } from '../ui/toaster';
import { NiaFace } from './nia-message';

const dismissedKey = (childId: string) => `brightday.nia.dismissed.${childId}`;

function readDismissed(childId: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(dismissedKey(childId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Nia's proposals for one child. */
export function InsightsPanel({ childId, childName }: { childId: string; childName: string }) {
  const data = useFamilyData();
  const today = useFamilyToday();
  const timeZone = useFamilyTimeZone();
  const routines = useLiveDocuments(data?.database, 'routines', { childId }, childId);
  const instances = useLiveDocuments(data?.database, 'routineInstances', { childId }, childId);
  const [dismissed, setDismissed] = useState(() => readDismissed(childId));
  if (!routines || !instances) return null;
  const { proposals, notes } = routineInsights({ routines, instances, today, timeZone });
  const shown = proposals.filter((proposal) => !dismissed.includes(proposal.id));

  function notNow(proposal: RoutineProposal) {
    const next = [...readDismissed(childId), proposal.id];
    localStorage.setItem(dismissedKey(childId), JSON.stringify(next));
    setDismissed(next);
  }

  async function apply(proposal: RoutineProposal, edit: RoutineEdit, label: string) {
    if (!data) return;
    try {
      await editRoutine(data.database, proposal.routineId, edit);
      notify({
        title: `${proposal.routineName}: done`,
        description: `${label}. It reaches the board when it syncs.`,
      });
    } catch (error) {
      notify({ title: 'That did not work', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="nia-noticed" className="space-y-3 rounded-3xl bg-sky-100 p-5">
      <h2 id="nia-noticed" className="flex items-center gap-2 text-lg font-extrabold">
        <NiaFace className="size-8 text-base" />
        What Nia noticed
      </h2>
      {notes.map((note) => (
        <p key={note.id} className="font-semibold text-leaf-700">
          {note.text}
        </p>
      ))}
      {shown.length === 0 && notes.length === 0 && (
        <p className="text-ink-soft">Nothing to change yet. Nia looks again as {childName} uses the board.</p>
      )}
      <ul className="space-y-3">
        {shown.map((proposal) => (
          <li key={proposal.id} className="rounded-2xl bg-white p-4 shadow-soft">
            <p className="text-sm font-bold text-ink-soft">{proposal.routineName}</p>
            <h3 className="font-extrabold">{proposal.title}</h3>
            <p className="mt-1 text-ink-soft">{proposal.detail}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              {proposal.choices.map((choice) => (
                <button
                  key={choice.label}
                  type="button"
                  onClick={() => void apply(proposal, choice.edit, choice.label)}
                  className={buttonClass('primary', 'min-h-11 px-4 py-2')}
                >
                  {choice.label}
                </button>
              ))}
              <button
                type="button"
                onClick={() => notNow(proposal)}
                className={buttonClass('quiet', 'min-h-11')}
              >
                Not now
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
