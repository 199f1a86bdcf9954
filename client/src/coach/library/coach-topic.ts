// The shape of a topic of Nia's built-in guide (ADR 0043). Each is written by us for the five age bands:
// what tends to help at every age, then what changes with the child's age.
import type { AgeGroup } from '@sync/domain/age-group';
import type { RoutineKind, RoutineTemplate } from '@sync/domain/routine-template';

/** What the guide says for one age band. */
export interface BandAdvice {
  /** One or two sentences for this age. */
  readonly say: string;
  /** Concrete things to try at this age. */
  readonly tips: readonly string[];
}

/** A routine written for one topic and one band, in a template's own fields. */
export type TopicRoutine = Omit<RoutineTemplate, 'id' | 'ageGroup' | 'kind'>;

/**
 * The routine card every answer on a topic offers (ADR 0055): `'template'` is the band's ready-made routine
 * of the topic's part of the day (`routineKind`); a record holds routines written for this topic.
 */
export type TopicRoutineOffer = 'template' | Readonly<Record<AgeGroup, TopicRoutine>>;

/** One topic of the guide. */
export interface CoachTopic {
  /** Stable id, kept in conversations. */
  readonly id: string;
  readonly title: string;
  /**
   * Single words that point to this topic whatever the sentence around them ("toothbrush", "potty"), for
   * the search index; a word here should belong to this topic far more than to any other.
   */
  readonly keywords: readonly string[];
  /** The ways parents ask about it, for the search index (not the test questions). */
  readonly phrases: readonly string[];
  /** The part of the day it belongs to, for a parent who asks for "a routine"; null when none. */
  readonly routineKind: RoutineKind | null;
  /** The routine offered with every answer on it, or null for guidance only. */
  readonly routine: TopicRoutineOffer | null;
  /** What holds at every age. */
  readonly core: string;
  readonly bands: Readonly<Record<AgeGroup, BandAdvice>>;
}
