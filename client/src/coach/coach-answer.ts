// What Nia answers, whoever wrote it: the built-in coach in the browser or the configured provider through
// the server (ADR 0043). The coach screen shows it and keeps it in the family's conversation.
import type { CoachRoutineSuggestion } from '@sync/schemas/coach';

/** A topic of the built-in library, as a link the parent can follow. */
export interface CoachTopicRef {
  readonly id: string;
  readonly title: string;
}

/** Who wrote an answer. */
export type CoachAnswerSource = 'builtin' | 'provider';

/** One answer of Nia's. */
export interface CoachAnswer {
  /**
   * The answer as plain text: paragraphs separated by a blank line; lines starting with "- " are a list.
   * Never HTML: it is shown as text.
   */
  readonly text: string;
  readonly source: CoachAnswerSource;
  /** The library topic the answer is from (built-in), or null (not matched, or written by the provider). */
  readonly topic: CoachTopicRef | null;
  /** The closest other topics, best first (up to 3), for "I don't know that one yet" and "see also". */
  readonly related: readonly CoachTopicRef[];
  /** Routines Nia suggests, shown as editable cards; none for guidance-only answers. */
  readonly routines: readonly CoachRoutineSuggestion[];
}
