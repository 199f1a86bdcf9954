// Written by `npm run contract:refresh` from the files in migrations/; do not edit. Every migration, in the
// order it runs, imported statically rather than read from a folder, so the migrations work the same under
// tsx, in tests and in a bundle. Migration files are never edited after they ship.
import type { Migration } from 'kysely';
import * as m0001FamiliesAndAccounts from './migrations/0001-families-and-accounts';
import * as m0002FamilyData from './migrations/0002-family-data';
import * as m0003RateLimits from './migrations/0003-rate-limits';
import * as m0004AppliedWrites from './migrations/0004-applied-writes';
import * as m0005ParentalConsents from './migrations/0005-parental-consents';
import * as m0006FamilySettings from './migrations/0006-family-settings';
import * as m0007RewardGoalsAndPauses from './migrations/0007-reward-goals-and-pauses';
import * as m0008BoardHealthAndClaimLabels from './migrations/0008-board-health-and-claim-labels';
import * as m0009Coach from './migrations/0009-coach';
import * as m0010CoachConversations from './migrations/0010-coach-conversations';
import * as m0011Retention from './migrations/0011-retention';
import * as m0012BoardNightAndAlarmNames from './migrations/0012-board-night-and-alarm-names';
import * as m0013ChoreDaysOnTheServer from './migrations/0013-chore-days-on-the-server';
import * as m0014RewardHandovers from './migrations/0014-reward-handovers';
import * as m0015DailyContent from './migrations/0015-daily-content';
import * as m0017Households from './migrations/0017-households';
import * as m0018WhoDidIt from './migrations/0018-who-did-it';
import * as m0019ResetLinksNameTheirFamily from './migrations/0019-reset-links-name-their-family';
import * as m0020EndedMemberships from './migrations/0020-ended-memberships';
import * as m0021StartWhenReady from './migrations/0021-start-when-ready';

/** Every migration by name, in order. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-families-and-accounts': m0001FamiliesAndAccounts,
  '0002-family-data': m0002FamilyData,
  '0003-rate-limits': m0003RateLimits,
  '0004-applied-writes': m0004AppliedWrites,
  '0005-parental-consents': m0005ParentalConsents,
  '0006-family-settings': m0006FamilySettings,
  '0007-reward-goals-and-pauses': m0007RewardGoalsAndPauses,
  '0008-board-health-and-claim-labels': m0008BoardHealthAndClaimLabels,
  '0009-coach': m0009Coach,
  '0010-coach-conversations': m0010CoachConversations,
  '0011-retention': m0011Retention,
  '0012-board-night-and-alarm-names': m0012BoardNightAndAlarmNames,
  '0013-chore-days-on-the-server': m0013ChoreDaysOnTheServer,
  '0014-reward-handovers': m0014RewardHandovers,
  '0015-daily-content': m0015DailyContent,
  '0017-households': m0017Households,
  '0018-who-did-it': m0018WhoDidIt,
  '0019-reset-links-name-their-family': m0019ResetLinksNameTheirFamily,
  '0020-ended-memberships': m0020EndedMemberships,
  '0021-start-when-ready': m0021StartWhenReady,
};
