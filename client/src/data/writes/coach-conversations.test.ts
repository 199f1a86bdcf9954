import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  coachMessageSchema,
  newestMessagesKept,
  type CoachMessage,
} from '@sync/collections/coach-conversations';
import { openLocalDatabase } from '../../../../tests/kit/sync/local-database';
import type { BrightdayDatabase } from '../create-database';
import { newId } from '../new-id';
import {
  appendMessages,
  deleteConversation,
  setConversationChild,
  startConversation,
} from './coach-conversations';

const FAMILY = newId();
const CHILD = newId();

let database: BrightdayDatabase;
beforeEach(async () => {
  database = await openLocalDatabase(['coachConversations']);
});
afterEach(() => database.close());

const asked = (text: string): CoachMessage =>
  coachMessageSchema.parse({ id: newId(), role: 'parent', text, at: new Date().toISOString() });

describe('the writes of Nia’s conversations', () => {
  it('keeps a question before it is answered, then adds the answer at the end', async () => {
    const started = await startConversation(database, { familyId: FAMILY, childId: null, title: 'Bedtime' }, [
      asked('How do I make bedtime calmer?'),
    ]);
    const after = await appendMessages(database, started.id, [asked('And mornings?')]);
    expect(after.messages.map((message) => message.text)).toEqual([
      'How do I make bedtime calmer?',
      'And mornings?',
    ]);
    expect(after.messages).toEqual(newestMessagesKept(after.messages));
  });

  it('says which child a conversation is about, and refuses to write to a deleted one', async () => {
    const started = await startConversation(
      database,
      { familyId: FAMILY, childId: null, title: 'Bedtime' },
      [],
    );
    expect(await setConversationChild(database, started.id, CHILD)).toMatchObject({ childId: CHILD });
    await deleteConversation(database, started.id);
    await expect(appendMessages(database, started.id, [asked('Hello?')])).rejects.toThrow('deleted');
  });
});
