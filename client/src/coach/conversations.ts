// The writes of Nia's conversations, all to the local database (ADR 0043): a question is kept before it is
// answered, offline too, and replicates to the family's other parent devices like any routine.
import { newestMessagesKept, type CoachMessage } from '../../../sync/schemas/coach-conversation';
import { collectionOf, type BrightdayDatabase } from '../data/create-database';
import { newId } from '../data/new-id';
import { toLocalDocument, type DocumentOf } from '../data/synced-document';

/** A conversation as the coach screen reads it. */
export type ConversationDocument = DocumentOf<'coachConversations'>;

const TITLE_LENGTH = 60;

/** A conversation's title from its first question: its first words, cut on a word boundary. */
export function conversationTitle(question: string): string {
  const text = question.replace(/\s+/g, ' ').trim();
  if (text.length <= TITLE_LENGTH) return text;
  const cut = text.slice(0, TITLE_LENGTH + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : text.slice(0, TITLE_LENGTH)).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Starts a conversation with its first messages; answers it as stored. */
export async function startConversation(
  database: BrightdayDatabase,
  start: { familyId: string; childId: string | null; title: string },
  messages: readonly CoachMessage[],
): Promise<ConversationDocument> {
  const now = new Date().toISOString();
  const conversation = toLocalDocument('coachConversations', {
    id: newId(),
    familyId: start.familyId,
    title: start.title,
    childId: start.childId,
    messages: newestMessagesKept(messages),
    createdAt: now,
    updatedAt: now,
  });
  await collectionOf(database, 'coachConversations').insert(conversation);
  return conversation;
}

async function find(database: BrightdayDatabase, id: string) {
  const document = await collectionOf(database, 'coachConversations').findOne(id).exec();
  if (!document) throw new Error('This conversation was deleted on another device.');
  return document;
}

/** Adds messages at the end; the oldest go once there are more, or more text, than a conversation keeps. */
export async function appendMessages(
  database: BrightdayDatabase,
  id: string,
  messages: readonly CoachMessage[],
): Promise<void> {
  const document = await find(database, id);
  await document.incrementalModify((current) => ({
    ...current,
    messages: newestMessagesKept([...current.messages, ...messages]),
  }));
}

/** Says which child the conversation is about from now on (null: any child). */
export async function setConversationChild(
  database: BrightdayDatabase,
  id: string,
  childId: string | null,
): Promise<void> {
  const document = await find(database, id);
  if (document.childId !== childId) await document.incrementalPatch({ childId });
}

/** Deletes a conversation on every device of the family. */
export async function deleteConversation(database: BrightdayDatabase, id: string): Promise<void> {
  const document = await collectionOf(database, 'coachConversations').findOne(id).exec();
  await document?.incrementalRemove();
}
