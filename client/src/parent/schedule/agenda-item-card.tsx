import type { AgendaItem } from '@sync/domain/schedule';
import { formatClock } from '../../lib/clock-words';

/** How an item is told apart: the child it belongs to on the family's week, its colours. */
export interface ItemStyle {
  /** Background and border classes of the card. */
  card: string;
  /** The child's name, shown on the family's week. */
  childName?: string;
}

/** Cards of one child's week: routines warm, activities cool. */
export const KIND_STYLES: Record<AgendaItem['kind'], ItemStyle> = {
  routine: { card: 'border-sun-400 bg-sun-200/60' },
  activity: { card: 'border-sky-400 bg-sky-100' },
};

/** One routine or activity of a day: when, what, and whose. */
export function AgendaItemCard({
  item,
  style,
  compact = false,
}: {
  item: AgendaItem;
  style: ItemStyle;
  /** In a narrow column of the laptop's week: smaller type, so a word such as "Swimming" fits whole. */
  compact?: boolean;
}) {
  return (
    <li
      lang="en"
      className={`hyphens-auto rounded-2xl ${compact ? 'border-l-4 px-2 py-1.5 text-sm' : 'border-l-8 px-3 py-2'} ${style.card}`}
    >
      <p className={`font-bold text-ink-soft ${compact ? 'text-xs' : 'text-sm'}`}>
        <time>{formatClock(item.startTime)}</time>–<time>{formatClock(item.endTime)}</time>
        {item.endsNextDay && <span className="sr-only"> the next day</span>}
      </p>
      <p className="font-extrabold leading-snug break-words text-ink">{item.name}</p>
      <p className={`text-ink-soft ${compact ? 'text-xs' : 'text-sm'}`}>
        {style.childName ? `${style.childName} · ` : ''}
        {item.kind === 'routine' ? 'Routine' : 'Activity'}
      </p>
    </li>
  );
}
