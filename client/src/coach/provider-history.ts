// The part of a conversation sent to the online helper with a new question: the newest messages, each cut
// to the length the server accepts. The server trims again to its own budget; this keeps requests small.
import { COACH_LIMITS, type CoachWireMessage } from '@sync/schemas/coach';
import type { CoachMessage } from '@sync/collections/coach-conversations';

/** The newest messages of `earlier` plus `question`, at most COACH_LIMITS.messagesPerRequest, oldest first. */
export function providerHistory(earlier: readonly CoachMessage[], question: string): CoachWireMessage[] {
  const keep = COACH_LIMITS.messagesPerRequest - 1;
  const recent = earlier.slice(-keep).map((message) => ({
    role: message.role,
    text: message.text.slice(0, COACH_LIMITS.messageMaxLength),
  }));
  return [...recent, { role: 'parent', text: question.slice(0, COACH_LIMITS.messageMaxLength) }];
}
