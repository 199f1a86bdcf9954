import { useState } from 'react';
import { choreDayStatus, type ChoreDayStatus } from '@sync/domain/chore-instances';
import type { CalendarDate } from '@sync/domain/family-date';
import { useDoneBy } from '../../session/use-done-by';
import { buttonClass } from '../../ui/button-class';
import { Icon } from '../../ui/icon';
import { notify } from '../../ui/toaster';
import { ChildAvatar } from '../../ui/child-avatar';
import { useFamilyData } from '../../data/family-data-context';
import type { ChildDocument } from '../../data/hooks/use-children';
import { ChorePicture } from './chore-picture';
import { markChoreDone, undoChore } from '../../data/writes/chore-instances';
import type { ChoreDocument, ChoreInstanceDocument } from './use-chores';

const STATUS_TEXT: Record<ChoreDayStatus, string> = {
  done: 'Done',
  pending: 'To do',
  overdue: 'Overdue',
  missed: 'Missed',
  not_assigned: 'Not given to anyone',
};

const STATUS_CLASS: Record<ChoreDayStatus, string> = {
  done: 'bg-leaf-100 text-leaf-700',
  pending: 'bg-sky-100 text-sky-700',
  overdue: 'bg-sunrise-100 text-sunrise-700',
  missed: 'bg-ink/5 text-ink-soft',
  not_assigned: 'bg-ink/5 text-ink-soft',
};

interface ChoreInstanceRowProps {
  instance: ChoreInstanceDocument;
  chore: ChoreDocument;
  child: ChildDocument;
  today: CalendarDate;
  /** What the row names besides the status: the child (on a chore's card) or the chore (on a child's list). */
  title: string;
  /** A line under the title, such as the day an overdue chore was due. */
  detail?: string | undefined;
  /** Show the chore's picture rather than the child's face (on a child's own list). */
  showPicture?: boolean;
}

/** One child's chore on one day, with what a parent can do about it on the child's behalf. */
export function ChoreInstanceRow(props: ChoreInstanceRowProps) {
  const { instance, chore, child, today, title, detail, showPicture = false } = props;
  const data = useFamilyData();
  const doneBy = useDoneBy();
  const [pending, setPending] = useState(false);
  const status = choreDayStatus(instance, today);
  const done = status === 'done';

  async function act() {
    if (!data) return;
    setPending(true);
    try {
      if (done) await undoChore(data.database, instance, chore, doneBy);
      else await markChoreDone(data.database, instance, chore, doneBy);
    } catch (error) {
      console.error('could not record the chore', error);
      notify({ title: "That didn't save", description: 'Please try once more.', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      {showPicture ? (
        <ChorePicture icon={chore.icon} className="size-12" />
      ) : (
        <ChildAvatar name={child.name} picture={child.profilePicture} className="size-11 text-lg" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-lg font-bold">{title}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          <span
            className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-bold ${STATUS_CLASS[status]}`}
          >
            {done && <Icon name="check" className="size-4" />}
            {STATUS_TEXT[status]}
          </span>
          {detail && <span>{detail}</span>}
        </p>
      </div>
      {done ? (
        <button
          type="button"
          disabled={pending || !data}
          onClick={() => void act()}
          aria-label={`Undo ${chore.name} for ${child.name}`}
          className={buttonClass('secondary', 'w-full sm:w-auto')}
        >
          Undo
        </button>
      ) : (
        <button
          type="button"
          disabled={pending || !data}
          onClick={() => void act()}
          className={buttonClass('primary', 'w-full sm:w-auto')}
        >
          <Icon name="check" className="size-5" />
          Mark done for {child.name}
        </button>
      )}
    </li>
  );
}
