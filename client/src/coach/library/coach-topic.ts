// The shape of a topic of Nia's built-in guide (ADR 0043). Each is written by us for the five age bands:
// what tends to help at every age, then what changes with the child's age.
import type { AgeGroup } from '../../../../sync/domain/age-group';
import type { RoutineKind } from '../../../../sync/domain/routine-templates';

/** What the guide says for one age band. */
export interface BandAdvice {
  /** One or two sentences for this age. */
  readonly say: string;
  /** Concrete things to try at this age. */
  readonly tips: readonly string[];
}

/** One topic of the guide. */
export interface CoachTopic {
  /** Stable id, kept in conversations. */
  readonly id: string;
  readonly title: string;
  /** The ways parents ask about it, for the search index (not the test questions). */
  readonly phrases: readonly string[];
  /** A routine that helps with it, offered with the answer; null for guidance only. */
  readonly routineKind: RoutineKind | null;
  /** What holds at every age. */
  readonly core: string;
  readonly bands: Readonly<Record<AgeGroup, BandAdvice>>;
}
