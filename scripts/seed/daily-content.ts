// Today's quote and joke for the demo children's age groups. They are shared by every family and
// replicate by the global content_seq (docs/adr/0003), so no family seq is taken for them.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../server/src/db/tables';

/** Built-in quote and joke per age group. */
const CONTENT: Record<string, { quote: string; joke: string }> = {
  '3-5': {
    quote: 'Little steps every day make big things happen.',
    joke: 'What do you call a sleeping dinosaur? A dino-snore!',
  },
  '6-8': {
    quote: 'You are braver than you believe, stronger than you seem, and smarter than you think.',
    joke: 'Why did the student eat his homework? Because the teacher said it was a piece of cake!',
  },
};

/** The age groups that have built-in content. */
export const CONTENT_AGE_GROUPS = Object.keys(CONTENT);

/**
 * Adds today's built-in quote and joke for each age group, keeping any that already exist for that
 * date and age group (another family's seed or the content service may have made them).
 */
export async function seedDailyContent(
  db: Kysely<Database> | Transaction<Database>,
  options: { date: string; now: Date },
): Promise<void> {
  const common = (ageGroup: string) => ({
    id: randomUUID(),
    date: options.date,
    age_group: ageGroup,
    generated_at: options.now,
    source: 'built-in',
  });
  const entries = Object.entries(CONTENT);
  await db
    .insertInto('daily_quotes')
    .values(entries.map(([ageGroup, { quote }]) => ({ ...common(ageGroup), quote })))
    .onConflict((conflict) => conflict.columns(['date', 'age_group']).doNothing())
    .execute();
  await db
    .insertInto('daily_jokes')
    .values(entries.map(([ageGroup, { joke }]) => ({ ...common(ageGroup), joke })))
    .onConflict((conflict) => conflict.columns(['date', 'age_group']).doNothing())
    .execute();
}
