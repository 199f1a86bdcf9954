// The demo family's paired board, made real for the screenshots: its child, routine and alarm, and a device
// token issued on the seeded database (as pairing would issue one) with the credential the tablet keeps.
import type { BoardCredential } from '../../client/src/board/board-credential';
import { loadConfig } from '../../server/src/config/config';
import { openDatabase } from '../../server/src/db/open-database';
import { issueDeviceToken } from '../../server/src/pairing/device-tokens';
import { addDays, dayOfWeek, localDate, zonedInstant } from '../seed/local-date';
import type { DemoIds } from './parent-screens';

/** The demo board, and the moments worth photographing it at. */
export interface DemoBoard {
  ids: DemoIds;
  credential: BoardCredential;
  /** The child's theme as seeded, restored after the board has been shown in every theme. */
  theme: string;
  /** A few minutes into the child's first routine on the next day it runs: nothing of it done yet. */
  routineAt: Date;
  /** That day's first alarm, ringing. */
  alarmAt: Date;
}

/** How far into the routine the board is opened. */
const MINUTES_INTO_ROUTINE = 3;

/**
 * The next family-local day after today on which the routine runs, at `startTime` plus `extraMinutes`.
 * The seed's history ends today, so that day's routine has nothing done yet.
 */
function nextRun(days: readonly number[], startTime: string, timeZone: string, extraMinutes = 0): Date {
  const today = localDate(new Date(), timeZone);
  for (let ahead = 1; ahead <= 7; ahead++) {
    const date = addDays(today, ahead);
    if (days.length === 0 || days.includes(dayOfWeek(date))) {
      return zonedInstant(date, startTime, timeZone, extraMinutes);
    }
  }
  throw new Error('the demo routine runs on no day of the week');
}

/** Reads the demo child with a board from the seeded database and issues its board a device token. */
export async function prepareDemoBoard(dataDir: string): Promise<DemoBoard> {
  const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  try {
    const { db } = database;
    const child = await db
      .selectFrom('children')
      .innerJoin('families', 'families.id', 'children.family_id')
      .select([
        'children.id',
        'children.name',
        'children.theme',
        'children.device_id',
        'children.family_id',
        'families.time_zone',
        'families.weather_place_name',
        'families.weather_place_country',
        'families.weather_latitude',
        'families.weather_longitude',
      ])
      .where('children.device_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const routine = await db
      .selectFrom('routines')
      .select(['id', 'start_time', 'days_of_week'])
      .where('child_id', '=', child.id)
      .orderBy('start_time')
      .executeTakeFirstOrThrow();
    const alarm = await db
      .selectFrom('alarms')
      .select('time')
      .where('child_id', '=', child.id)
      .where('enabled', '=', true)
      .orderBy('time')
      .executeTakeFirstOrThrow();
    const parent = await db
      .selectFrom('users')
      .select(['preferred_temp_unit', 'country'])
      .where('family_id', '=', child.family_id)
      .executeTakeFirstOrThrow();
    const deviceId = child.device_id as string;
    const token = await issueDeviceToken(db, {
      familyId: child.family_id,
      childId: child.id,
      deviceId,
      label: 'Kitchen tablet',
    });
    const timeZone = child.time_zone;
    const weatherPlace =
      child.weather_place_name !== null &&
      child.weather_place_country !== null &&
      child.weather_latitude !== null &&
      child.weather_longitude !== null
        ? {
            name: child.weather_place_name,
            country: child.weather_place_country,
            latitude: child.weather_latitude,
            longitude: child.weather_longitude,
          }
        : null;
    const routineAt = nextRun(routine.days_of_week, routine.start_time, timeZone, MINUTES_INTO_ROUTINE);
    return {
      ids: { childId: child.id, routineId: routine.id },
      credential: {
        deviceId,
        token,
        familyId: child.family_id,
        childId: child.id,
        childName: child.name,
        pairedAt: new Date().toISOString(),
        family: {
          timeZone,
          weatherPlace,
          temperatureUnit: parent.preferred_temp_unit,
          country: parent.country,
        },
      },
      theme: child.theme ?? 'default',
      routineAt,
      alarmAt: zonedInstant(localDate(routineAt, timeZone), alarm.time, timeZone),
    };
  } finally {
    await database.close();
  }
}
