// Which board a tablet is paired as, read from its stored credential without parsing it in full (ADR 0076):
// the board's first paint needs no more, and the schema library it would take comes with the live board,
// which reads the credential in full (board-credential.ts) before it opens anything.
import { localStorageOrNone } from '../lib/local-storage';

/** Where the credential is kept (board-credential.ts reads and writes it). */
export const BOARD_CREDENTIAL_KEY = 'brightday.board';

/** The paired board's device and child. */
export interface PairedBoard {
  deviceId: string;
  childId: string;
}

/** The board this tablet is paired as, or undefined on a tablet that is not (or no longer) paired. */
export function peekPairedBoard(
  storage: Pick<Storage, 'getItem'> | undefined = localStorageOrNone(),
): PairedBoard | undefined {
  try {
    const value: unknown = JSON.parse(storage?.getItem(BOARD_CREDENTIAL_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { deviceId, childId } = value as Record<string, unknown>;
    if (typeof deviceId !== 'string' || typeof childId !== 'string') return undefined;
    return { deviceId, childId };
  } catch {
    return undefined;
  }
}
