// Asking Nia's online helper on a family's behalf (ADR 0043): the family must have consented, stay within
// its per-minute and per-day limits, and every message is stripped of the family's private words before it
// leaves. Failures become catalogued errors whose words the coach screen shows over its built-in answer.
import type { Kysely } from 'kysely';
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import { z } from 'zod';
import { findTaskPicture } from '@sync/domain/task-pictures';
import {
  coachRoutineSuggestionsSchema,
  type CoachChatRequest,
  type CoachRoutinesRequest,
  type CoachRoutineSuggestion,
} from '@sync/schemas/coach';
import type { AiConfig } from '../config/config';
import type { Database } from '../db/tables';
import { AppError } from '../errors/error-codes';
import { currentConsent } from './coach-consent';
import { ProviderError, type CoachProvider, type ProviderMessage } from './coach-provider';
import { countRequest } from './coach-usage';
import { privateWordsOf, redact } from './provider-privacy';
import { chatSystemPrompt, providerConversation, routinesSystemPrompt } from './provider-prompts';

/** What the coach routes are built from. */
export interface CoachContext {
  db: Kysely<Database>;
  provider: CoachProvider | null;
  ai: AiConfig | null;
  /** Requests per family per minute. */
  limiter: RateLimiterPostgres;
}

/** Counts one request of the family's minute; too many is COACH_BUSY, a breather rather than an error. */
async function takeBreath(limiter: RateLimiterPostgres, familyId: string): Promise<void> {
  try {
    await limiter.consume(familyId);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new AppError('COACH_BUSY');
    throw error;
  }
}

/** The provider, once the family may use it and has a request left; the request is counted. */
async function admit(context: CoachContext, familyId: string): Promise<CoachProvider> {
  const { provider, ai } = context;
  if (provider === null || ai === null) throw new AppError('COACH_PROVIDER_OFF');
  if ((await currentConsent(context.db, familyId)) === null) throw new AppError('COACH_CONSENT_REQUIRED');
  await takeBreath(context.limiter, familyId);
  await countRequest(context.db, familyId, ai.dailyRequests);
  return provider;
}

/** Any failure of the service itself (down, 5xx, too slow) is one thing to the parent: it isn't answering. */
function failure(error: unknown): AppError {
  return error instanceof AppError ? error : new AppError('COACH_PROVIDER_DOWN');
}

/**
 * The answer to a chat request as text chunks. The first chunk is awaited before this returns, so a service
 * that is down fails here (and the route answers an error) rather than half-way through a stream.
 */
export async function startChat(
  context: CoachContext,
  familyId: string,
  request: CoachChatRequest,
  signal: AbortSignal,
): Promise<{ first: string; rest: AsyncIterator<string> }> {
  const provider = await admit(context, familyId);
  const words = await privateWordsOf(context.db, familyId);
  const messages: ProviderMessage[] = [
    { role: 'system', content: chatSystemPrompt(request.ageGroup) },
    ...providerConversation(request.messages, words),
  ];
  const rest = provider.streamChat(messages, signal)[Symbol.asyncIterator]();
  try {
    const first = await rest.next();
    return { first: first.done ? '' : first.value, rest };
  } catch (error) {
    throw failure(error);
  }
}

/** A suggestion's pictures, with any the board does not have replaced by the default star. */
function withKnownPictures(answer: unknown): unknown {
  const parsed = z
    .object({ routines: z.array(z.looseObject({ tasks: z.array(z.looseObject({ icon: z.unknown() })) })) })
    .safeParse(answer);
  if (!parsed.success) return answer;
  return {
    ...(answer as object),
    routines: parsed.data.routines.map((routine) => ({
      ...routine,
      tasks: routine.tasks.map((task) => ({
        ...task,
        icon: typeof task.icon === 'string' && findTaskPicture(task.icon) ? task.icon : 'star',
      })),
    })),
  };
}

/** Routines for the request, validated; one retry after an unusable answer, then an error. */
export async function suggestRoutines(
  context: CoachContext,
  familyId: string,
  request: CoachRoutinesRequest,
  signal: AbortSignal,
): Promise<CoachRoutineSuggestion[]> {
  const provider = await admit(context, familyId);
  const words = await privateWordsOf(context.db, familyId);
  const messages: ProviderMessage[] = [
    { role: 'system', content: routinesSystemPrompt(request.ageGroup) },
    { role: 'user', content: redact(request.request, words) },
  ];
  for (let attempt = 1; ; attempt++) {
    let answer: unknown;
    try {
      answer = await provider.completeJson(messages, signal);
    } catch (error) {
      if (!(error instanceof ProviderError) || error.failure !== 'invalid-answer') throw failure(error);
      answer = undefined;
    }
    const parsed = coachRoutineSuggestionsSchema.safeParse(withKnownPictures(answer));
    if (parsed.success) return parsed.data.routines;
    if (attempt === 2) throw new AppError('COACH_PROVIDER_INVALID');
    const problem = parsed.error.issues[0];
    messages.push(
      {
        role: 'assistant',
        content: answer === undefined ? '(not JSON)' : JSON.stringify(answer).slice(0, 4000),
      },
      {
        role: 'user',
        content: `That answer could not be used (${problem ? `${problem.path.join('.')}: ${problem.message}` : 'wrong shape'}). Answer again with one JSON object of exactly the shape described.`,
      },
    );
    await countRequest(context.db, familyId, context.ai?.dailyRequests ?? 0);
  }
}
