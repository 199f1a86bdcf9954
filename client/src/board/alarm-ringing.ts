// Whether an alarm is ringing on this board right now. The board holds back what would disturb a ringing
// alarm (an app update that reloads the page, a new routine taking the screen) until a child stops it.
import { create } from 'zustand';

interface AlarmRingingState {
  ringing: boolean;
}

/** UI state only: which alarm rings is decided from the database (alarm-ringer.tsx). */
const useAlarmRingingStore = create<AlarmRingingState>(() => ({ ringing: false }));

/** Marks an alarm as ringing or not (the alarm ringer's own business). */
export function setAlarmRinging(ringing: boolean): void {
  useAlarmRingingStore.setState({ ringing });
}

/** Whether an alarm is ringing now, outside React (for the update prompt's "not while busy" check). */
export function isAlarmRinging(): boolean {
  return useAlarmRingingStore.getState().ringing;
}

/** Whether an alarm is ringing, live. */
export function useAlarmRinging(): boolean {
  return useAlarmRingingStore((state) => state.ringing);
}
