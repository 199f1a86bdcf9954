// How a grown-up takes a tablet out of board mode (from the board's settings): the device layout provides
// it; a parent's preview has nothing to leave.
import { createContext, useContext } from 'react';

/** Leaves board mode: forgets the credential, wipes the board's data, returns to setup. */
export const BoardLeaveContext = createContext<(() => void) | undefined>(undefined);

/** The way to leave board mode, or undefined in a parent's preview. */
export function useLeaveBoard(): (() => void) | undefined {
  return useContext(BoardLeaveContext);
}
