// The demo family: a parent, two children and three weeks of believable history, written in one
// transaction so that a failed seed leaves nothing half-made.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { standardPasswords } from '../../server/src/auth/password-hashing';
import { addOwner } from '../../server/src/household/members';
import { reserveFamilySeq } from '../../server/src/db/family-sequence';
import type { Database } from '../../server/src/db/tables';
import { CHILD_DATA_POLICY_VERSION } from '@sync/schemas/parental-consent';
import { ensureDailyContent } from '../../server/src/content/daily-content-service';
import { buildBoardSessions } from './demo-board';
import { buildChildren } from './demo-children';
import { buildCoachConversation } from './demo-coach';
import { buildChores } from './demo-chores';
import { demoContext } from './demo-context';
import { countDrafts, emptyDrafts, insertDrafts } from './demo-drafts';
import { buildRedemption, buildRewardSetup, buildRewardsRow } from './demo-rewards';
import { buildRoutines } from './demo-routines';
import { buildActivities, buildAlarms } from './demo-schedule';

/** The demo parent's e-mail: the seed replaces whatever family owns it. */
export const DEMO_EMAIL = 'demo@brightday.app';

/** The demo family's IANA time zone (ADR 0020). */
export const DEMO_TIME_ZONE = 'America/Toronto';

/** The demo family's name. */
export const DEMO_FAMILY_NAME = 'The Rivera family';

/** What the seed made: enough to log in and to find the rows again. */
export interface SeededDemoFamily {
  email: string;
  familyId: string;
  childIds: string[];
  children: { id: string; name: string; age: number }[];
}

/**
 * Creates the demo family as of `now`: parent Sam Rivera (DEMO_EMAIL, `password`), Mia (7) and Leo (4)
 * with routines, activities, alarms, rewards, chores and their history. An earlier demo family is
 * deleted first (with everything in it), so running the seed again gives a fresh demo, never a second.
 */
export async function seedDemoFamily(
  db: Kysely<Database>,
  options: { now: Date; password: string },
): Promise<SeededDemoFamily> {
  // Hashed before the transaction opens: scrypt takes a while, and an open transaction would hold
  // the embedded database's only connection for nothing meanwhile.
  const passwordHash = await standardPasswords.hash(options.password);
  const context = demoContext({
    familyId: randomUUID(),
    parentId: randomUUID(),
    timeZone: DEMO_TIME_ZONE,
    now: options.now,
  });

  return db.transaction().execute(async (trx) => {
    // Users, children and all synced rows go with the family (on delete cascade).
    await trx
      .deleteFrom('families')
      .where(
        'id',
        'in',
        trx
          .selectFrom('users')
          .select('family_id')
          .where(sql<string>`lower(email)`, '=', DEMO_EMAIL.toLowerCase()),
      )
      .execute();
    await trx
      .insertInto('families')
      .values({
        id: context.familyId,
        name: DEMO_FAMILY_NAME,
        time_zone: context.timeZone,
        created_at: context.setupAt,
        updated_at: context.setupAt,
      })
      .execute();
    await trx
      .insertInto('users')
      .values({
        id: context.parentId,
        family_id: context.familyId,
        first_name: 'Sam',
        last_name: 'Rivera',
        email: DEMO_EMAIL,
        password_hash: passwordHash,
        country: 'Canada',
        preferred_temp_unit: 'celsius',
        signup_source: 'web',
        accepted_terms: true,
        created_at: context.setupAt,
        updated_at: context.setupAt,
      })
      .execute();
    // Signing up makes an account its family's owner; a parent without a membership is signed out.
    await addOwner(trx, context.parentId, context.familyId);
    // The demo parent agreed to the current policy when setting up, before the children (ADR 0027).
    await trx
      .insertInto('parental_consents')
      .values({
        family_id: context.familyId,
        user_id: context.parentId,
        policy_version: CHILD_DATA_POLICY_VERSION,
        accepted_at: context.setupAt,
      })
      .execute();

    const drafts = emptyDrafts();
    const children = buildChildren(context, drafts);
    for (const child of children) {
      buildRoutines(context, child, drafts);
      buildActivities(context, child, drafts);
      buildAlarms(context, child, drafts);
      buildRewardSetup(context, child, drafts);
      buildBoardSessions(context, child, drafts);
    }
    buildChores(context, children, drafts);
    const youngest = children.at(-1);
    if (youngest) buildCoachConversation(context, youngest, drafts);
    for (const child of children) {
      buildRedemption(context, child, drafts);
      // Last: the projection is computed from every ledger entry drafted above (ADR 0018).
      buildRewardsRow(context, child, drafts);
    }

    // One block for every row; after it the family's change_seq equals the highest seq written.
    const firstSeq = await reserveFamilySeq(trx, context.familyId, countDrafts(drafts));
    await insertDrafts(trx, drafts, firstSeq);
    // The boards' jokes and thoughts around the demo's today, from the built-in library (ADR 0044).
    await ensureDailyContent({ db: trx, provider: null, now: context.now });

    return {
      email: DEMO_EMAIL,
      familyId: context.familyId,
      childIds: children.map((child) => child.id),
      children: children.map(({ id, name, age }) => ({ id, name, age })),
    };
  });
}
