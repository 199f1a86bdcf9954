import type { Kysely } from 'kysely';
import type { BoardProfile } from '@sync/protocol/pairing';
import { familySettingsOfRow, findFamily } from '../family/family-settings';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { familyTemperatureUnit } from '../family/family-temperature-unit';
import { familyCountry } from '../family/family-country';

/** The board a token was issued for: which tablet, whose child, since when. */
export interface BoardOfToken {
  familyId: string;
  childId: string;
  deviceId: string;
  pairedAt: Date;
}

/** The message of every answer that tells a board its pairing is gone; the board then returns to setup. */
export const BOARD_NOT_PAIRED = 'This board is no longer paired. Pair it again.';

/**
 * What a board knows about itself: its child's name and the family settings it runs on offline. A child
 * removed since (its tokens are revoked with it) answers 401 like a revoked token.
 */
export async function boardProfile(db: Kysely<Database>, board: BoardOfToken): Promise<BoardProfile> {
  const child = await db
    .selectFrom('children')
    .select('name')
    .where('id', '=', board.childId)
    .where('family_id', '=', board.familyId)
    .where('deleted', '=', false)
    .executeTakeFirst();
  if (child === undefined) throw new AppError('NOT_AUTHENTICATED', BOARD_NOT_PAIRED);
  const settings = familySettingsOfRow(await findFamily(db, board.familyId));
  return {
    deviceId: board.deviceId,
    familyId: board.familyId,
    childId: board.childId,
    childName: child.name,
    pairedAt: board.pairedAt.toISOString(),
    family: {
      ...settings,
      temperatureUnit: await familyTemperatureUnit(db, board.familyId),
      country: await familyCountry(db, board.familyId),
    },
  };
}
