import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../tests/kit/server/fake-openai';
import type { AiConfig } from '../config/config';
import { ProviderError, type CoachProvider } from './coach-provider';
import { createCoachProvider } from './openai-compatible-provider';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  Object.assign(fake.script, {
    stream: ['Hello'],
    json: ['{}'],
    status: null,
    delayMs: 0,
    breakStream: false,
  });
  fake.requests.length = 0;
});

/** What a slow service (the fake waits a second) is given before it is given up on. */
const SLOW_SERVICE = { timeoutMs: 300 };

function configOf(overrides: Partial<AiConfig> = {}): AiConfig {
  return {
    baseUrl: fake.url,
    apiKey: 'sk-unit',
    model: 'small-model',
    // A good answer is given all the time a busy machine needs; the slow cases set SLOW_SERVICE below.
    timeoutMs: 15_000,
    dailyRequests: 10,
    maxTokens: 123,
    ...overrides,
  };
}

function provider(overrides: Partial<AiConfig> = {}): CoachProvider {
  const created = createCoachProvider(configOf(overrides));
  if (created === null) throw new Error('expected a provider');
  return created;
}

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const text: string[] = [];
  for await (const chunk of chunks) text.push(chunk);
  return text;
}

/** The failure a call ended with, or null if it succeeded. */
async function failureOf(call: () => Promise<unknown>): Promise<string | null> {
  try {
    await call();
    return null;
  } catch (error) {
    return error instanceof ProviderError ? error.failure : `not a ProviderError: ${String(error)}`;
  }
}

const question = [{ role: 'user', content: 'Bedtime?' }] as const;

describe('createCoachProvider', () => {
  it('makes no provider without a configured service, or with no requests allowed a day', () => {
    expect(createCoachProvider(null)).toBeNull();
    expect(createCoachProvider(configOf({ dailyRequests: 0 }))).toBeNull();
  });
});

describe('streamChat', () => {
  it("yields the service's text as it comes, and stops at [DONE]", async () => {
    fake.script.stream = ['Try ', 'a wind-', 'down.'];
    expect(await collect(provider().streamChat(question))).toEqual(['Try ', 'a wind-', 'down.']);
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      model: 'small-model',
      max_tokens: 123,
      messages: [{ role: 'user', content: 'Bedtime?' }],
      stream: true,
    });
    expect(sent?.headers.authorization).toBe('Bearer sk-unit');
  });

  it('sends no Authorization header when no key is configured', async () => {
    await collect(provider({ apiKey: undefined }).streamChat(question));
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('fails as unavailable on a 500, a broken-off stream or an unreachable service, and as timeout when slow', async () => {
    fake.script.status = 500;
    expect(await failureOf(() => collect(provider().streamChat(question)))).toBe('unavailable');
    fake.script.status = null;
    fake.script.breakStream = true;
    expect(await failureOf(() => collect(provider().streamChat(question)))).toBe('unavailable');
    fake.script.breakStream = false;
    fake.script.delayMs = 1000;
    expect(await failureOf(() => collect(provider(SLOW_SERVICE).streamChat(question)))).toBe('timeout');
    const nowhere = provider({ baseUrl: 'http://127.0.0.1:9/v1' });
    expect(await failureOf(() => collect(nowhere.streamChat(question)))).toBe('unavailable');
  });

  it("stops when the caller's signal aborts, without waiting for the timeout", async () => {
    fake.script.delayMs = 1000;
    // Had it waited for the service, the answer would have come after a second and no failure at all.
    const leaving = new AbortController();
    setTimeout(() => leaving.abort(), 50);
    expect(
      await failureOf(() => collect(provider({ timeoutMs: 5000 }).streamChat(question, leaving.signal))),
    ).toBe('unavailable');
  });
});

describe('completeJson', () => {
  it('asks for a JSON object and returns it parsed, code fences and all', async () => {
    fake.script.json = ['```json\n{"routines":[]}\n```'];
    expect(await provider().completeJson(question)).toEqual({ routines: [] });
    expect(JSON.parse(fake.requests[0]?.body ?? '{}')).toMatchObject({
      response_format: { type: 'json_object' },
      max_tokens: 123,
    });
  });

  it('fails as invalid-answer when the text is not JSON, and as timeout when the service is slow', async () => {
    fake.script.json = ['Sure! Here is a routine: wake up, dress.'];
    expect(await failureOf(() => provider().completeJson(question))).toBe('invalid-answer');
    fake.script.delayMs = 1000;
    expect(await failureOf(() => provider(SLOW_SERVICE).completeJson(question))).toBe('timeout');
  });
});
