import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** A first-party analytics event (docs/product.md#calls-and-analytics); never sent to a third party. */
export interface AnalyticsEvent {
  name: string;
  properties: Record<string, string | number | boolean | null>;
  userId?: string | null;
  familyId?: string | null;
  path?: string | null;
}

/** Stores one analytics event. */
export async function recordEvent(db: Kysely<Database>, event: AnalyticsEvent): Promise<void> {
  await db
    .insertInto('analytics_events')
    .values({
      name: event.name,
      properties: JSON.stringify(event.properties),
      user_id: event.userId ?? null,
      family_id: event.familyId ?? null,
      path: event.path ?? null,
    })
    .execute();
}
