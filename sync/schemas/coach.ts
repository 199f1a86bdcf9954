// What crosses the wire between the parent app and Nia's server side (ADR 0043): the questions sent to an
// OpenAI-compatible provider, the routine suggestions it must answer with, the streamed answer, and the
// family's consent to the provider. The built-in coach needs none of it: it runs in the browser.
import { z } from 'zod';
import { AGE_GROUPS } from '../domain/age-group';
import { STEP_MINUTES_MAX } from '../domain/limits';
import { daysOfWeekSchema, requiredText, timeOfDay, timestamp } from './fields';
import { MESSAGES } from './messages';

/** Bounds shared by the coach form and the server. */
export const COACH_LIMITS = {
  /** The longest question a parent can send. */
  questionMaxLength: 1000,
  /** The longest single message (question or answer) kept in a conversation or sent to the provider. */
  messageMaxLength: 6000,
  /** The most messages one request may carry; the client trims older ones first. */
  messagesPerRequest: 12,
  /** The most steps in one suggested routine. */
  tasksPerRoutine: 12,
  /** The most routines in one suggestion. */
  routinesPerSuggestion: 3,
} as const;

/** An age band as the coach names it, or null when the question is about no child in particular. */
export const coachAgeGroupSchema = z.enum(AGE_GROUPS).nullable();

/** One step of a suggested routine: the routine task's own fields, before it becomes a task. */
export const coachRoutineTaskSchema = z.object({
  name: requiredText(MESSAGES.taskNameRequired).pipe(z.string().max(60)),
  // The routine's own bound (V-ROUTINE-5): a suggestion becomes a routine as it is.
  duration: z.number().int().min(1).max(STEP_MINUTES_MAX),
  /** A built-in picture id (sync/domain/task-pictures.ts); unknown ids show the default picture. */
  icon: z.string().min(1).max(40),
});
/** A suggested routine step. */
export type CoachRoutineTask = z.infer<typeof coachRoutineTaskSchema>;

/** A routine Nia suggests: what the parent sees as an editable card before adding it to children. */
export const coachRoutineSuggestionSchema = z.object({
  name: requiredText(MESSAGES.nameRequired).pipe(z.string().max(60)),
  /** One line: why these steps. */
  summary: z.string().max(300).default(''),
  startTime: requiredText(MESSAGES.startTimeRequired).pipe(timeOfDay()),
  daysOfWeek: daysOfWeekSchema.pipe(z.array(z.number()).min(1)),
  tasks: z.array(coachRoutineTaskSchema).min(1).max(COACH_LIMITS.tasksPerRoutine),
});
/** A suggested routine. */
export type CoachRoutineSuggestion = z.infer<typeof coachRoutineSuggestionSchema>;

/** What the provider must answer when asked for routines (validated before the parent sees it). */
export const coachRoutineSuggestionsSchema = z.object({
  routines: z.array(coachRoutineSuggestionSchema).min(1).max(COACH_LIMITS.routinesPerSuggestion),
});

/** One message of a conversation as sent to the server. */
export const coachWireMessageSchema = z.object({
  role: z.enum(['parent', 'nia']),
  text: z.string().trim().min(1).max(COACH_LIMITS.messageMaxLength),
});
/** A conversation message on the wire. */
export type CoachWireMessage = z.infer<typeof coachWireMessageSchema>;

/** POST /api/coach/chat: the conversation so far, the last message the parent's new question. */
export const coachChatRequestSchema = z.object({
  ageGroup: coachAgeGroupSchema,
  messages: z.array(coachWireMessageSchema).min(1).max(COACH_LIMITS.messagesPerRequest),
});
/** A chat request. */
export type CoachChatRequest = z.infer<typeof coachChatRequestSchema>;

/** POST /api/coach/routines: a request for structured routine suggestions. */
export const coachRoutinesRequestSchema = z.object({
  ageGroup: coachAgeGroupSchema,
  request: z.string().trim().min(1).max(COACH_LIMITS.questionMaxLength),
});
/** A routine suggestion request. */
export type CoachRoutinesRequest = z.infer<typeof coachRoutinesRequestSchema>;

/**
 * One line of the chat answer stream (`application/x-ndjson`): text as it is written, then `done`; or an
 * `error` with a catalogued code when the provider fails part-way (the client then falls back to the
 * built-in coach and says so).
 */
export const coachStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
/** One event of the answer stream. */
export type CoachStreamEvent = z.infer<typeof coachStreamEventSchema>;

/** The family's recorded consent to sending questions to the outside provider. */
export const coachConsentSchema = z.object({
  /** The parent who gave it, as the account shows them. */
  grantedBy: z.string(),
  grantedAt: timestamp(),
  /** The version of "what Nia shares" that was agreed to. */
  sharesVersion: z.string(),
});
/** A recorded consent. */
export type CoachConsent = z.infer<typeof coachConsentSchema>;

/** GET /api/coach/settings: whether an outside provider is configured, and the family's choice. */
export const coachSettingsSchema = z.object({
  /** An OpenAI-compatible provider is configured on this server. */
  providerAvailable: z.boolean(),
  /** The consent in force, or null: Nia uses the built-in coach only. */
  consent: coachConsentSchema.nullable(),
  /** The current "what Nia shares" text, one line each, and its version. */
  shares: z.array(z.string()),
  sharesVersion: z.string(),
  /** The family's provider requests per day, and how many were used today. */
  dailyLimit: z.number().int().nonnegative(),
  usedToday: z.number().int().nonnegative(),
});
/** The coach settings. */
export type CoachSettings = z.infer<typeof coachSettingsSchema>;

/** PUT /api/coach/consent: the parent agrees to the version of "what Nia shares" they were shown. */
export const coachConsentRequestSchema = z.object({ sharesVersion: z.string().min(1).max(40) });
