// Nia's calls to the server (ADR 0043). Only the outside provider needs them: the built-in coach answers in
// the browser. The chat answer arrives as NDJSON, one event per line, so the parent watches it being written.
import {
  coachRoutineSuggestionsSchema,
  coachSettingsSchema,
  coachStreamEventSchema,
  type CoachChatRequest,
  type CoachRoutinesRequest,
  type CoachRoutineSuggestion,
  type CoachSettings,
  type CoachStreamEvent,
} from '@sync/schemas/coach';
import { apiRequest, errorOfResponse, networkFailure, send } from '../lib/http-client';

/** Whether the server has an outside provider, and the family's consent to it. */
export async function fetchCoachSettings(signal?: AbortSignal): Promise<CoachSettings> {
  const body = await apiRequest<unknown>('GET', '/api/coach/settings', undefined, signal ? { signal } : {});
  return coachSettingsSchema.parse(body);
}

/** Records the parent's consent to the version of "what Nia shares" they were shown. */
export async function turnOnOnlineHelper(sharesVersion: string): Promise<CoachSettings> {
  return coachSettingsSchema.parse(await apiRequest<unknown>('PUT', '/api/coach/consent', { sharesVersion }));
}

/** Withdraws the family's consent: Nia goes back to the built-in guide only. */
export async function turnOffOnlineHelper(): Promise<CoachSettings> {
  return coachSettingsSchema.parse(await apiRequest<unknown>('DELETE', '/api/coach/consent'));
}

/** Structured routine suggestions from the provider, already validated by the server and again here. */
export async function requestProviderRoutines(
  request: CoachRoutinesRequest,
  signal?: AbortSignal,
): Promise<CoachRoutineSuggestion[]> {
  const body = await apiRequest<unknown>('POST', '/api/coach/routines', request, signal ? { signal } : {});
  return coachRoutineSuggestionsSchema.parse(body).routines;
}

/** Splits a stream of bytes into its lines, the last one even without a newline. */
async function* linesOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    // `stream: true` keeps a character split between two chunks whole.
    buffered += decoder.decode(value, { stream: true });
    let newline = buffered.indexOf('\n');
    while (newline !== -1) {
      yield buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      newline = buffered.indexOf('\n');
    }
  }
  if (buffered.trim() !== '') yield buffered;
}

/**
 * The provider's answer as it is written. A refusal before the answer starts throws the server's HttpError
 * (consent, limits, a service that is down); a line that is not a known event is skipped; an answer cut off
 * without `done` throws the network failure, so the caller falls back like for any other failure.
 */
export async function* streamProviderChat(
  request: CoachChatRequest,
  signal?: AbortSignal,
): AsyncGenerator<CoachStreamEvent> {
  const response = await send('/api/coach/chat', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/x-ndjson', 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw await errorOfResponse(response);
  if (!response.body) throw networkFailure(new Error('The answer had no body.'));
  let finished = false;
  try {
    for await (const line of linesOf(response.body)) {
      if (line.trim() === '') continue;
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        continue;
      }
      const event = coachStreamEventSchema.safeParse(json);
      if (!event.success) continue;
      if (event.data.type !== 'delta') finished = true;
      yield event.data;
      if (finished) return;
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkFailure(error);
  }
  if (!finished) throw networkFailure(new Error('The answer stopped part-way.'));
}
