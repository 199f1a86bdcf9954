// When the coach screen follows the conversation to its end. It does so only from a question the parent asks
// until its answer has arrived, so that the screen opens at its top with "Who is this about?" in view, on a
// first visit and when the parent comes back from another screen.

/** The number of messages the open conversation had when the parent asked, or null while nobody waits. */
export type Following = number | null;

/** What to do after a render: scroll to the end or not, and what to follow next. */
export interface FollowStep {
  readonly scroll: boolean;
  readonly next: Following;
}

/**
 * One render's step: while following, scroll to the end (the question, then the answer), and stop once no
 * answer is pending and the conversation has grown past its length at the question. Not following, never
 * scroll: opening the screen or a conversation changes the messages too.
 */
export function followStep(following: Following, pending: boolean, messageCount: number): FollowStep {
  if (following === null) return { scroll: false, next: null };
  const answered = !pending && messageCount > following;
  return { scroll: true, next: answered ? null : following };
}
