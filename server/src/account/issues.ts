// Support requests a parent sends from the app's '?' button (docs/product.md#entities-and-fields): stored
// for the family, listed back to the parent who sent them.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { ISSUE_LIST_LIMIT } from '@sync/domain/limits';
import type { Issue, IssueRequest } from '@sync/schemas/issue';
import type { Database, IssuesTable } from '../db/tables';
import { AppError } from '../errors/error-codes';

/** An issue row as the API shows it. */
export function issueOfRow(row: Selectable<IssuesTable>): Issue {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    description: row.description,
    priority: row.priority,
    status: row.status,
    childId: row.child_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The answer to a request id that another parent already used. */
export const ISSUE_ID_TAKEN = 'This request was already sent from another account.';

/**
 * The request stored under `id`, if any, answered as when it was first stored (ADR 0049). An id of another
 * parent's request is refused: ids are made on the device, and one parent must not read another's.
 */
async function earlierRequest(
  trx: Transaction<Database>,
  parent: { userId: string; familyId: string },
  id: string | undefined,
): Promise<Issue | undefined> {
  if (id === undefined) return undefined;
  const row = await trx
    .selectFrom('issues')
    .selectAll()
    .where('family_id', '=', parent.familyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  if (row.user_id !== parent.userId) throw new AppError('CONFLICT', ISSUE_ID_TAKEN);
  return issueOfRow(row);
}

/**
 * Stores a parent's support request. A child it names must be one of the family's, not deleted: another
 * family's child is answered as not found, so its existence is not revealed either. A request whose id
 * (made when the app's form opened) is already stored is the same request again, sent twice or resent
 * after its answer was lost: it is answered with the stored one and stores nothing (ADR 0049).
 */
export async function createIssue(
  db: Kysely<Database>,
  parent: { userId: string; familyId: string },
  input: IssueRequest,
): Promise<Issue> {
  return db.transaction().execute(async (trx) => {
    const earlier = await earlierRequest(trx, parent, input.id);
    if (earlier) return earlier;
    if (input.childId !== null) {
      const child = await trx
        .selectFrom('children')
        .select('id')
        .where('id', '=', input.childId)
        .where('family_id', '=', parent.familyId)
        .where('deleted', '=', false)
        .executeTakeFirst();
      if (child === undefined) throw new AppError('NOT_FOUND', 'That child is not in your family.');
    }
    const row = await trx
      .insertInto('issues')
      .values({
        ...(input.id === undefined ? {} : { id: input.id }),
        family_id: parent.familyId,
        user_id: parent.userId,
        title: input.title.trim(),
        description: input.description.trim(),
        priority: input.priority,
        child_id: input.childId,
      })
      // The same id arriving twice at once: the second waits for the first to commit and finds it.
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row !== undefined) return issueOfRow(row);
    const raced = await earlierRequest(trx, parent, input.id);
    // Not in this family: the id is another family's request, which this family's lookup cannot see (ADR 0074).
    if (raced === undefined) throw new AppError('CONFLICT', ISSUE_ID_TAKEN);
    return raced;
  });
}

/** The parent's own requests, newest first. */
export async function listIssues(
  db: Kysely<Database>,
  parent: { userId: string; familyId: string },
): Promise<Issue[]> {
  const rows = await db
    .selectFrom('issues')
    .selectAll()
    .where('family_id', '=', parent.familyId)
    .where('user_id', '=', parent.userId)
    .orderBy('created_at', 'desc')
    .limit(ISSUE_LIST_LIMIT)
    .execute();
  return rows.map(issueOfRow);
}
