import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http-client';
import { streamProviderChat } from './coach-api';

const request = { ageGroup: '3-4' as const, messages: [{ role: 'parent' as const, text: 'Bedtime?' }] };

/** An answer whose body arrives in the given chunks, split wherever the test says. */
function streamed(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'application/x-ndjson' } });
}

async function eventsOf(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(response)),
  );
  const events = [];
  for await (const event of streamProviderChat(request)) events.push(event);
  return events;
}

afterEach(() => vi.unstubAllGlobals());

describe('streamProviderChat', () => {
  it('yields each event once its line is complete, even when a line arrives in pieces', async () => {
    const events = await eventsOf(
      streamed([
        '{"type":"delta","te',
        'xt":"Try a "}\n{"type":"delta","text":"wind-down."}\n',
        '{"type":"done"}',
      ]),
    );
    expect(events).toEqual([
      { type: 'delta', text: 'Try a ' },
      { type: 'delta', text: 'wind-down.' },
      { type: 'done' },
    ]);
  });

  it('skips a line that is not a known event instead of failing the answer', async () => {
    const events = await eventsOf(
      streamed(['not json\n{"type":"mystery"}\n{"type":"delta","text":"Hi"}\n{"type":"done"}\n']),
    );
    expect(events).toEqual([{ type: 'delta', text: 'Hi' }, { type: 'done' }]);
  });

  it('throws a network failure when the answer stops before it is done, so the caller falls back', async () => {
    await expect(eventsOf(streamed(['{"type":"delta","text":"Half"}\n']))).rejects.toMatchObject({
      name: 'HttpError',
      status: 0,
    });
  });

  it("throws the server's refusal, with its code and words, when the answer never starts", async () => {
    const refusal = new Response(JSON.stringify({ code: 'FORBIDDEN', message: 'Turn it on first.' }), {
      status: 403,
      headers: { 'Content-Type': 'application/json' },
    });
    const error = await eventsOf(refusal).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).serverMessage).toBe('Turn it on first.');
  });
});
