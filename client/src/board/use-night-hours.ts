// The night hours this board keeps (D-NIGHT-1, ADR 0056): the tablet's own if a grown-up gave it some, else
// the hours a parent set for the child's boards, else the night of the child's routines, else the default.
// Read live, so a parent's change or a new bedtime routine moves the night at once, offline too.
import { useMemo } from 'react';
import { boardNightHours, type NightHours, type NightHoursSource } from '@sync/domain/board-night';
import { useBoardData, useBoardDocuments } from './board-data-context';
import { useBoardPreferences } from './board-preferences';

/** Night hours and where they come from. */
export interface SourcedNightHours {
  readonly hours: NightHours;
  readonly source: NightHoursSource;
}

/** The board's night: whether this tablet dims at all, its hours and where they come from. */
export interface BoardNight extends SourcedNightHours {
  readonly enabled: boolean;
}

/**
 * The night the child's boards keep unless a tablet has its own hours: the parent's, the routines' or the
 * default; undefined while the child's documents are still opening.
 */
export function useChildNightHours(): SourcedNightHours | undefined {
  const { childId } = useBoardData();
  const children = useBoardDocuments('children', { id: childId }, childId);
  const routines = useBoardDocuments('routines', { childId }, childId);
  const parent = children?.[0]?.nightHours ?? null;
  return useMemo(
    () =>
      routines === undefined || children === undefined
        ? undefined
        : boardNightHours({ tablet: null, parent, routines }),
    [parent, routines, children],
  );
}

/** This board's night, live; undefined while the child's documents are still opening. */
export function useNightHours(): BoardNight | undefined {
  const { nightDim } = useBoardPreferences();
  const child = useChildNightHours();
  const { enabled, ownHours, from, to } = nightDim;
  return useMemo(() => {
    if (child === undefined) return undefined;
    return ownHours ? { enabled, hours: { from, to }, source: 'tablet' } : { enabled, ...child };
  }, [enabled, ownHours, from, to, child]);
}
