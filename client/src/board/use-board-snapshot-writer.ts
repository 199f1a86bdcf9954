// The live board keeps its snapshot (board-snapshot.ts, ADR 0076) up to date: whenever what its first screen
// is drawn from changes (the child, a routine, a step done), on a paired tablet only; a parent's preview
// keeps nothing on the parent's device.
import { useEffect } from 'react';
import type { BoardData } from './board-data-context';
import { saveBoardSnapshot } from './board-snapshot';
import type { BoardDay } from './use-board-day';

/** Saves the board's snapshot each time its day changes. */
export function useBoardSnapshotWriter(data: BoardData, day: BoardDay | undefined): void {
  const { mode, deviceId, childId, timeZone } = data;
  const child = day?.child;
  const routines = day?.routines;
  const instances = day?.instances;
  useEffect(() => {
    if (mode !== 'device' || deviceId === null || child === undefined) return;
    if (routines === undefined || instances === undefined) return;
    saveBoardSnapshot({
      deviceId,
      childId,
      savedAt: new Date().toISOString(),
      timeZone,
      child: child && { name: child.name, theme: child.theme ?? null },
      routines,
      instances,
    });
  }, [mode, deviceId, childId, timeZone, child, routines, instances]);
}
