// Every write of the `coachConversations` collection, Nia's conversations, to the local database (ADR
// 0043): a question is kept before it is answered, offline too, and replicates to the family's other
// parent devices like any routine.
import { newestMessagesKept, type CoachMessage } from '@sync/collections/coach-conversations';
import { collectionOf, type BrightdayDatabase } from '../create-database';
import { newId } from '../new-id';
import { toLocalDocument, type DocumentOf } from '../synced-document';
import { removeById } from './any-collection';

type ConversationDocument = DocumentOf<'coachConversations'>;

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
): Promise<ConversationDocument> {
  const document = await find(database, id);
  const after = await document.incrementalModify((current) => ({
    ...current,
    messages: newestMessagesKept([...current.messages, ...messages]),
  }));
  return after.toMutableJSON();
}

/** Says which child the conversation is about from now on (null: any child). */
export async function setConversationChild(
  database: BrightdayDatabase,
  id: string,
  childId: string | null,
): Promise<ConversationDocument> {
  const document = await find(database, id);
  if (document.childId === childId) return document.toMutableJSON();
  return (await document.incrementalPatch({ childId })).toMutableJSON();
}

/** Deletes a conversation on every device of the family. */
export function deleteConversation(
  database: BrightdayDatabase,
  id: string,
): Promise<ConversationDocument | null> {
  return removeById(database, 'coachConversations', id);
}
