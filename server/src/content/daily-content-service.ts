// The boards' joke and thought of the day (ADR 0044): one of each per age band and date, for every date
// from yesterday to two weeks ahead, so a board that goes offline still has a fortnight of them. The
// configured online helper writes a few new ones each run; the built-in library fills the rest and stands in
// whenever the helper fails or repeats itself. Safe to run on several servers at once: a row per band and
// date and kind, the first one written wins. Both kinds are one collection, dailyContent (ADR 0065).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { AGE_GROUPS, type AgeGroup } from '@sync/domain/age-group';
import type { CoachProvider } from '../coach/coach-provider';
import type { Database } from '../db/tables';
import { dailyPick } from './daily-pick';
import type { DailyKind } from './daily-library/daily-library';

/** How far ahead content is written, in days after today. */
export const DAYS_AHEAD = 13;
/** The most rows the online helper is asked for in one run: the bound on what daily content costs. */
export const PROVIDER_ROWS_PER_RUN = 10;
/** How long an item must not come back for a band. */
export const NO_REPEAT_DAYS = 90;

const writtenSchema = z.object({
  text: z
    .string()
    .trim()
    .min(8)
    .max(160)
    .refine((text) => !/https?:|www\.|@/.test(text), 'no links or addresses'),
});

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function dateText(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function prompt(kind: DailyKind, band: AgeGroup): string {
  const what =
    kind === 'joke'
      ? 'one short, kind joke (question and answer in one line)'
      : 'one short, warm thought of the day';
  return [
    `Write ${what} for children aged ${band.replace('-', ' to ').replace('+', ' and over')}, to be read aloud from a family's kitchen board.`,
    'Kind and age-appropriate: never mean, scary, about bodies or weight, brands or romance; no names of real children; no links.',
    'At most 160 characters. Answer with one JSON object: {"text": "..."}.',
  ].join(' ');
}

/** What one run did. */
export interface DailyContentRun {
  written: number;
  byProvider: number;
}

/** Writes the missing jokes and quotes for every band from yesterday to DAYS_AHEAD days ahead. */
export async function ensureDailyContent(options: {
  db: Kysely<Database>;
  provider: CoachProvider | null;
  now?: Date;
  log?: FastifyBaseLogger;
}): Promise<DailyContentRun> {
  const { db, provider, log } = options;
  const today = (options.now ?? new Date()).toISOString().slice(0, 10);
  const from = addDays(today, -1);
  const until = addDays(today, DAYS_AHEAD);
  let providerBudget = provider ? PROVIDER_ROWS_PER_RUN : 0;
  let warned = false;
  const run: DailyContentRun = { written: 0, byProvider: 0 };
  for (const kind of ['joke', 'quote'] as const) {
    const stored = await sql<{ date: unknown; age_group: string; text: string }>`
      select date, age_group, text from daily_content
      where kind = ${kind} and date between ${addDays(today, -NO_REPEAT_DAYS)} and ${until}`.execute(db);
    const have = new Set(stored.rows.map((row) => `${dateText(row.date)}/${row.age_group}`));
    const rows: { date: string; band: AgeGroup; text: string; source: string }[] = [];
    for (let offset = 0; addDays(from, offset) <= until; offset++) {
      const date = addDays(from, offset);
      for (const band of AGE_GROUPS) {
        if (have.has(`${date}/${band}`)) continue;
        let text = dailyPick(kind, band, date);
        let source = 'builtin';
        if (provider && providerBudget > 0) {
          providerBudget--;
          try {
            const written = writtenSchema.parse(
              await provider.completeJson([
                { role: 'system', content: prompt(kind, band) },
                { role: 'user', content: `The ${kind === 'joke' ? 'joke' : 'thought'} for ${date}, please.` },
              ]),
            ).text;
            const recent = stored.rows
              .filter((row) => row.age_group === band)
              .map((row) => normalise(row.text));
            if (recent.includes(normalise(written))) throw new Error('a repeat of the last 90 days');
            text = written;
            source = 'openai';
          } catch (error) {
            if (!warned)
              log?.warn(
                { err: error },
                'daily content: the online helper could not write; the built-in library stands in',
              );
            warned = true;
          }
        }
        rows.push({ date, band, text, source });
        stored.rows.push({ date, age_group: band, text });
      }
    }
    if (rows.length === 0) continue;
    // One statement for the whole window: cheap enough to run whenever a server starts.
    const values = sql.join(
      rows.map(
        (row) => sql`(${randomUUID()}, ${row.date}, ${row.band}, ${kind}, ${row.text}, ${row.source}, now())`,
      ),
    );
    const inserted = await sql<{ source: string }>`
      insert into daily_content (id, date, age_group, kind, text, source, generated_at)
      values ${values}
      on conflict (date, age_group, kind) do nothing
      returning source`.execute(db);
    run.written += inserted.rows.length;
    run.byProvider += inserted.rows.filter((row) => row.source === 'openai').length;
  }
  return run;
}
