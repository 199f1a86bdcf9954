// The board's clock: the current instant and the family's date, refreshed every second so the clock and a
// running countdown never lag. Read from the system clock each tick (never counted), so a tablet that slept
// shows the right time the moment it wakes.
import { familyDate, type CalendarDate } from '@sync/domain/family-date';
import { useBoardData } from './board-data-context';
import { useNow } from '../lib/use-now';

/** Now, and today's date in the family's time zone. */
export function useFamilyClock(intervalMs = 1000): { now: Date; today: CalendarDate; timeZone: string } {
  const { timeZone } = useBoardData();
  const now = useNow(intervalMs);
  return { now, today: familyDate(now, timeZone), timeZone };
}
