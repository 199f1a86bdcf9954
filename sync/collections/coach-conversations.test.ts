import { describe, expect, it } from 'vitest';
import {
  COACH_MESSAGES_KEPT,
  COACH_MESSAGES_MAX_LENGTH,
  coachConversationInputSchema,
  newestMessagesKept,
} from './coach-conversations';

const message = (index: number, length = 20) => ({
  id: `m${index}`,
  role: 'nia' as const,
  text: `${index} `.padEnd(length, 'x'),
  at: '2026-11-25T07:00:00.000Z',
  source: 'builtin' as const,
  topicId: null,
  related: [],
  routines: [],
  notice: null,
});

describe('V-SIZE-3: how much of a conversation with Nia is kept', () => {
  it('keeps the newest 200 messages', () => {
    const messages = Array.from({ length: COACH_MESSAGES_KEPT + 5 }, (_, index) => message(index));
    const kept = newestMessagesKept(messages);
    expect(kept).toHaveLength(COACH_MESSAGES_KEPT);
    expect(kept[0]?.id).toBe('m5');
    expect(kept.at(-1)?.id).toBe(`m${COACH_MESSAGES_KEPT + 4}`);
  });

  it('lets the oldest long answers go, so a conversation stays small enough for one push', () => {
    const messages = Array.from({ length: 60 }, (_, index) => message(index, 6000));
    const kept = newestMessagesKept(messages);
    expect(JSON.stringify(kept).length).toBeLessThanOrEqual(COACH_MESSAGES_MAX_LENGTH);
    expect(kept.length).toBeGreaterThan(30);
    expect(kept.at(-1)?.id).toBe('m59');
    expect(coachConversationInputSchema.safeParse({ title: 'Bedtime', messages: kept }).success).toBe(true);
  });

  it('refuses a conversation holding more text than it keeps', () => {
    const messages = Array.from({ length: 60 }, (_, index) => message(index, 6000));
    const result = coachConversationInputSchema.safeParse({ title: 'Bedtime', messages });
    expect(result.error?.issues[0]?.message).toBe('This conversation is too long to keep');
  });
});
