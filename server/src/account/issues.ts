// Support requests a parent sends from the app's '?' button (docs/product.md#entities-and-fields): stored
// for the family, listed back to the parent who sent them.
import type { Kysely, Selectable } from 'kysely';
import { ISSUE_LIST_LIMIT } from '../../../sync/domain/limits';
import type { Issue, IssueInput } from '../../../sync/schemas/issue';
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

/**
 * Stores a parent's support request. A child it names must be one of the family's, not deleted: another
 * family's child is answered as not found, so its existence is not revealed either.
 */
export async function createIssue(
  db: Kysely<Database>,
  parent: { userId: string; familyId: string },
  input: IssueInput,
): Promise<Issue> {
  return db.transaction().execute(async (trx) => {
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
        family_id: parent.familyId,
        user_id: parent.userId,
        title: input.title.trim(),
        description: input.description.trim(),
        priority: input.priority,
        child_id: input.childId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return issueOfRow(row);
  });
}

/** The parent's own requests, newest first. */
export async function listIssues(db: Kysely<Database>, userId: string): Promise<Issue[]> {
  const rows = await db
    .selectFrom('issues')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(ISSUE_LIST_LIMIT)
    .execute();
  return rows.map(issueOfRow);
}
