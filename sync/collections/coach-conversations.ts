// A conversation with Nia, kept for the family (ADR 0043). It is the family's data like a routine: written
// on a parent's device first (the built-in guide answers offline), replicated to the family's other parent
// devices, never to a board. The provider's server side stores none of it.
import { z } from 'zod';
import { COACH_LIMITS, coachRoutineSuggestionSchema } from '../schemas/coach';
import { syncedIdentityShape, timestamp, timestampsShape, uuid } from '../schemas/fields';
import { defineCollection } from './define-collection';
import { CHILD } from './storage';

/** The most messages a conversation keeps; older ones go first. */
export const COACH_MESSAGES_KEPT = 200;

/**
 * The most characters a conversation's messages keep, as JSON: about 200 ordinary answers, or 25 of the
 * longest. Without it, 200 of the longest answers (1.3 MB) would make a document no push could carry.
 */
export const COACH_MESSAGES_MAX_LENGTH = 250_000;

const messagesLength = (messages: readonly unknown[]) => JSON.stringify(messages).length;

/** A library topic an answer links to. */
export const coachTopicRefSchema = z.object({
  id: z.string().min(1).max(60),
  title: z.string().min(1).max(120),
});

/** One message: the parent's question or Nia's answer with what came with it. */
export const coachMessageSchema = z.object({
  id: z.string().min(1).max(64),
  role: z.enum(['parent', 'nia']),
  text: z.string().min(1).max(COACH_LIMITS.messageMaxLength),
  at: timestamp(),
  /** Who wrote an answer: the built-in guide or the online helper; null for a question. */
  source: z.enum(['builtin', 'provider']).nullable().default(null),
  /** The library topic the answer is from. */
  topicId: z.string().max(60).nullable().default(null),
  related: z.array(coachTopicRefSchema).max(3).default([]),
  routines: z.array(coachRoutineSuggestionSchema).max(COACH_LIMITS.routinesPerSuggestion).default([]),
  /** Why the built-in guide answered instead of the online helper, in the server's words. */
  notice: z.string().max(300).nullable().default(null),
});
/** A conversation message. */
export type CoachMessage = z.infer<typeof coachMessageSchema>;

/** The fields of a conversation a parent's device writes. */
export const coachConversationInputSchema = z.object({
  title: z.string().trim().min(1).max(80),
  /** The child the questions are about (Nia uses their age band only); null for any child. */
  childId: uuid().nullable().default(null),
  messages: z
    .array(coachMessageSchema)
    .max(COACH_MESSAGES_KEPT)
    .refine((messages) => messagesLength(messages) <= COACH_MESSAGES_MAX_LENGTH, {
      error: 'This conversation is too long to keep',
    })
    .default([]),
});
/** Conversation values after parsing. */
export type CoachConversationInput = z.infer<typeof coachConversationInputSchema>;

/** A conversation as synced. */
export const coachConversationSchema = coachConversationInputSchema.extend({
  ...syncedIdentityShape,
  ...timestampsShape,
});
/** A conversation document. */
export type CoachConversation = z.infer<typeof coachConversationSchema>;

/** The newest messages a conversation keeps: at most COACH_MESSAGES_KEPT, within COACH_MESSAGES_MAX_LENGTH. */
export function newestMessagesKept<Message>(messages: readonly Message[]): Message[] {
  const kept = messages.slice(-COACH_MESSAGES_KEPT);
  while (kept.length > 1 && messagesLength(kept) > COACH_MESSAGES_MAX_LENGTH) kept.shift();
  return kept;
}

/** A parent's conversations with Nia (ADR 0043, ADR 0100). */
export const coachConversationsCollection = defineCollection({
  schema: coachConversationSchema,
  kind: 'config',
  // Parents only (ADR 0043): a board neither holds nor may read a conversation, even one about its child.
  childField: 'childId',
  boardWrites: null,
  caregiverWrites: null,
  heldBy: ['parent'],
  rxdb: {
    // childId is nullable (a conversation about any child), so it cannot be indexed; a family has few.
    indexes: [],
  },
  storage: {
    table: 'coach_conversations',
    columns: { messages: 'json' },
    references: { childId: CHILD },
    // A conversation is the parent's, not the child's: it stays, about no child in particular.
    childRemoval: { field: 'childId', action: 'unassign', reset: {} },
    storedOnly: {},
  },
});
