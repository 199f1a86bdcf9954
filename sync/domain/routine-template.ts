// What a ready-made routine is (ADR 0028): the part of the day it is for, its steps and its schedule. Its own
// file, so the catalogue and the functions that choose from it both take it without importing each other.
import type { AgeGroup } from './age-group';
import type { TaskPictureId } from './task-pictures';

/** The part of the day a template is for. */
export type RoutineKind = 'morning' | 'after-school' | 'bedtime';

/** One step of a template, in the routine task's own fields. */
export interface TemplateTask {
  readonly name: string;
  /** Minutes. */
  readonly duration: number;
  /** A built-in picture (sync/domain/task-pictures.ts). */
  readonly icon: TaskPictureId;
}

/** A ready-made routine. */
export interface RoutineTemplate {
  /** Stable id, for tests and the coach; never stored on a routine. */
  readonly id: string;
  /** The age band it is written for (D-AGE-1). */
  readonly ageGroup: AgeGroup;
  readonly kind: RoutineKind;
  /** The routine's name once created. */
  readonly name: string;
  /** One line for the parent: why these steps. */
  readonly summary: string;
  /** HH:MM. */
  readonly startTime: string;
  /** 0 (Sunday) to 6 (Saturday). */
  readonly daysOfWeek: readonly number[];
  readonly tasks: readonly TemplateTask[];
}
