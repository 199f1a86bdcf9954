// What the coach screen knows of a conversation beyond its writes (data/writes/coach-conversations.ts).
import type { DocumentOf } from '../data/synced-document';

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
