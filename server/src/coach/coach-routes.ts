// Nia's online helper over HTTP (ADR 0043), for signed-in parents only: the family's settings and consent,
// a streamed answer (NDJSON, one event a line) and validated routine suggestions. A board never asks.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  coachChatRequestSchema,
  coachConsentRequestSchema,
  coachRoutineSuggestionsSchema,
  coachRoutinesRequestSchema,
  coachSettingsSchema,
  type CoachSettings,
  type CoachStreamEvent,
} from '@sync/schemas/coach';
import { requireParent, type ParentIdentity } from '../auth/auth-guard';
import { AppError } from '../errors/error-codes';
import { currentConsent, grantConsent, revokeConsent } from './coach-consent';
import { startChat, suggestRoutines, type CoachContext } from './coach-service';
import { usedToday } from './coach-usage';
import { SHARES, SHARES_VERSION } from './provider-privacy';

/** The parent of the request; a board's token is refused outright, whatever else the request carries. */
function parentOf(request: FastifyRequest): ParentIdentity {
  if (/^bearer\s/i.test(request.headers.authorization ?? '')) {
    throw new AppError('FORBIDDEN', "A board cannot talk to Nia; Nia is for the family's grown-ups.");
  }
  return requireParent(request);
}

async function settingsOf(context: CoachContext, familyId: string): Promise<CoachSettings> {
  return {
    providerAvailable: context.provider !== null,
    consent: await currentConsent(context.db, familyId),
    shares: [...SHARES],
    sharesVersion: SHARES_VERSION,
    dailyLimit: context.ai?.dailyRequests ?? 0,
    usedToday: await usedToday(context.db, familyId),
  };
}

function line(event: CoachStreamEvent): string {
  return `${JSON.stringify(event)}\n`;
}

/** The coach endpoints. */
export function coachRoutes(app: FastifyInstance, options: { context: CoachContext }): void {
  const { context } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const settingsResponse = { response: { 200: coachSettingsSchema } };

  routes.get('/api/coach/settings', { schema: settingsResponse }, async (request) =>
    settingsOf(context, parentOf(request).familyId),
  );

  routes.put(
    '/api/coach/consent',
    { schema: { body: coachConsentRequestSchema, ...settingsResponse } },
    async (request) => {
      const { userId, familyId } = parentOf(request);
      if (context.provider === null) throw new AppError('COACH_PROVIDER_OFF');
      if (request.body.sharesVersion !== SHARES_VERSION) throw new AppError('COACH_SHARES_CHANGED');
      await grantConsent(context.db, { familyId, userId, sharesVersion: SHARES_VERSION, ip: request.ip });
      return settingsOf(context, familyId);
    },
  );

  routes.delete('/api/coach/consent', { schema: settingsResponse }, async (request) => {
    const { familyId } = parentOf(request);
    await revokeConsent(context.db, familyId);
    return settingsOf(context, familyId);
  });

  routes.post(
    '/api/coach/routines',
    { schema: { body: coachRoutinesRequestSchema, response: { 200: coachRoutineSuggestionsSchema } } },
    async (request, reply) => {
      const { familyId } = parentOf(request);
      const aborted = new AbortController();
      // The parent left: stop the call to the service. The response's close, not the request's: the request
      // closed once its body was read, before this handler ran, so it would never say so.
      reply.raw.once('close', () => aborted.abort());
      return { routines: await suggestRoutines(context, familyId, request.body, aborted.signal) };
    },
  );

  routes.post('/api/coach/chat', { schema: { body: coachChatRequestSchema } }, async (request, reply) => {
    const { familyId } = parentOf(request);
    const aborted = new AbortController();
    // The parent left: stop asking the service (and paying for) an answer nobody reads.
    reply.raw.once('close', () => aborted.abort());
    const { first, rest } = await startChat(context, familyId, request.body, aborted.signal);
    // A stream Fastify sends like any answer (not a hijacked socket), so that its closing rules still apply:
    // at shutdown the connection closes after the answer instead of idling on keep-alive.
    return reply
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(Readable.from(answerLines(first, rest, aborted.signal)));
  });
}

/** The NDJSON lines of a chat answer: its text as written, then done, or one error line if it breaks off. */
async function* answerLines(
  first: string,
  rest: AsyncIterator<string>,
  aborted: AbortSignal,
): AsyncGenerator<string> {
  if (first !== '') yield line({ type: 'delta', text: first });
  try {
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      yield line({ type: 'delta', text: next.value });
    }
    yield line({ type: 'done' });
  } catch {
    // Nobody reads an error line once the parent has left.
    if (!aborted.aborted) {
      const { code, message } = new AppError('COACH_PROVIDER_DOWN').toBody();
      yield line({ type: 'error', code, message });
    }
  }
}
