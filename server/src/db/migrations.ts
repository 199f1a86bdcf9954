import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './tables';
import * as familiesAndAccounts from './migrations/0001-families-and-accounts';
import * as familyData from './migrations/0002-family-data';
import * as rateLimits from './migrations/0003-rate-limits';
import * as appliedWrites from './migrations/0004-applied-writes';
import * as parentalConsents from './migrations/0005-parental-consents';
import * as familySettings from './migrations/0006-family-settings';
import * as rewardGoalsAndPauses from './migrations/0007-reward-goals-and-pauses';
import * as boardHealthAndClaimLabels from './migrations/0008-board-health-and-claim-labels';
import * as coach from './migrations/0009-coach';
import * as coachConversations from './migrations/0010-coach-conversations';
import * as retention from './migrations/0011-retention';
import * as boardNightAndAlarmNames from './migrations/0012-board-night-and-alarm-names';
import * as choreDaysOnTheServer from './migrations/0013-chore-days-on-the-server';
import * as rewardHandovers from './migrations/0014-reward-handovers';
import * as dailyContent from './migrations/0015-daily-content';
import * as households from './migrations/0017-households';
import * as whoDidIt from './migrations/0018-who-did-it';
import * as resetLinksNameTheirFamily from './migrations/0019-reset-links-name-their-family';
import * as endedMemberships from './migrations/0020-ended-memberships';
import * as startWhenReady from './migrations/0021-start-when-ready';

/**
 * The migrations in order, imported statically rather than read from a folder, so they work the
 * same under tsx, in tests and in a bundle. Migration files are never edited after they ship.
 */
const migrations: Record<string, Migration> = {
  '0001-families-and-accounts': familiesAndAccounts,
  '0002-family-data': familyData,
  '0003-rate-limits': rateLimits,
  '0004-applied-writes': appliedWrites,
  '0005-parental-consents': parentalConsents,
  '0006-family-settings': familySettings,
  '0007-reward-goals-and-pauses': rewardGoalsAndPauses,
  '0008-board-health-and-claim-labels': boardHealthAndClaimLabels,
  '0009-coach': coach,
  '0010-coach-conversations': coachConversations,
  '0011-retention': retention,
  '0012-board-night-and-alarm-names': boardNightAndAlarmNames,
  '0013-chore-days-on-the-server': choreDaysOnTheServer,
  '0014-reward-handovers': rewardHandovers,
  '0015-daily-content': dailyContent,
  '0017-households': households,
  '0018-who-did-it': whoDidIt,
  '0019-reset-links-name-their-family': resetLinksNameTheirFamily,
  '0020-ended-memberships': endedMemberships,
  '0021-start-when-ready': startWhenReady,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Brings the database schema up to date; throws with the failing migration's name and cause. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(
      `Migration ${name} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
