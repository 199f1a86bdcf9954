// Nia's online helper through any OpenAI-compatible chat API (ADR 0043): POST {base}/chat/completions with
// the configured model, streamed as server-sent events for answers, as one JSON object for routines. The
// key stays on the server. Every call has a time limit for the first byte and between chunks, so a stalled
// service becomes a clear failure the client falls back from, never a spinner.
import { createParser } from 'eventsource-parser';
import { z } from 'zod';
import type { AiConfig } from '../config/config';
import { ProviderError, type CoachProvider, type ProviderMessage } from './coach-provider';

/** The fetch the provider calls through (tests may pass their own). */
type Fetch = typeof fetch;

const streamChunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).partial() })).default([]),
});

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** A signal that aborts when `caller` does or `ms` pass without `reset()` being called. */
function idleDeadline(ms: number, caller: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  let timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const onAbort = () => controller.abort();
  caller?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    reset() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, ms);
    },
    done() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}

/** The provider of `config`, or null when no service is configured (the built-in guide only). */
export function createCoachProvider(
  config: AiConfig | null,
  fetchFunction: Fetch = fetch,
): CoachProvider | null {
  if (config === null || config.dailyRequests === 0) return null;
  const url = `${config.baseUrl}/chat/completions`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (config.apiKey !== undefined) headers.Authorization = `Bearer ${config.apiKey}`;

  async function post(body: object, deadline: ReturnType<typeof idleDeadline>): Promise<Response> {
    let response: Response;
    try {
      response = await fetchFunction(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: config?.model, max_tokens: config?.maxTokens, ...body }),
        signal: deadline.signal,
      });
    } catch (error) {
      if (deadline.timedOut) throw new ProviderError('timeout', 'The online helper did not answer in time.');
      throw new ProviderError('unavailable', `The online helper could not be reached: ${String(error)}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ProviderError('unavailable', `The online helper answered ${response.status}.`);
    }
    return response;
  }

  return {
    model: config.model,

    async *streamChat(messages: readonly ProviderMessage[], signal?: AbortSignal) {
      const deadline = idleDeadline(config.timeoutMs, signal);
      try {
        const response = await post({ messages, stream: true }, deadline);
        if (!response.body) throw new ProviderError('unavailable', 'The online helper sent no answer.');
        const pending: string[] = [];
        let finished = false;
        const parser = createParser({
          onEvent(event) {
            if (event.data === '[DONE]') {
              finished = true;
              return;
            }
            try {
              const chunk = streamChunkSchema.safeParse(JSON.parse(event.data));
              const text = chunk.success ? chunk.data.choices[0]?.delta.content : undefined;
              if (text) pending.push(text);
            } catch {
              // A line that is not JSON carries no text; the stream goes on.
            }
          },
        });
        const decoder = new TextDecoder();
        const reader = (response.body as ReadableStream<Uint8Array>).getReader();
        try {
          while (!finished) {
            const { value, done } = await reader.read();
            if (done) break;
            deadline.reset();
            parser.feed(decoder.decode(value, { stream: true }));
            while (pending.length > 0) yield pending.shift() ?? '';
          }
        } catch (error) {
          if (error instanceof ProviderError) throw error;
          if (deadline.timedOut) throw new ProviderError('timeout', 'The online helper stopped answering.');
          throw new ProviderError('unavailable', 'The online helper broke off its answer.');
        } finally {
          await reader.cancel().catch(() => undefined);
        }
      } finally {
        deadline.done();
      }
    },

    async completeJson(messages: readonly ProviderMessage[], signal?: AbortSignal) {
      const deadline = idleDeadline(config.timeoutMs, signal);
      try {
        const response = await post({ messages, response_format: { type: 'json_object' } }, deadline);
        let body: unknown;
        try {
          body = await response.json();
        } catch {
          if (deadline.timedOut) throw new ProviderError('timeout', 'The online helper stopped answering.');
          throw new ProviderError('invalid-answer', 'The online helper sent something that is not JSON.');
        }
        const completion = completionSchema.safeParse(body);
        const content = completion.success ? completion.data.choices[0]?.message.content : null;
        if (!content) throw new ProviderError('invalid-answer', 'The online helper sent an empty answer.');
        try {
          return JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')) as unknown;
        } catch {
          throw new ProviderError('invalid-answer', 'The online helper sent something that is not JSON.');
        }
      } finally {
        deadline.done();
      }
    },
  };
}
