// A small OpenAI-compatible chat service on 127.0.0.1 (ADR 0024: outside services are faked on loopback, not
// mocked). It records every request whole, so a test can check what left Brightday, and answers as the test
// scripts it: a streamed answer (whole or broken off), JSON answers in turn, an error status, or nothing for
// a while.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake received it. */
export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  /** The raw body, exactly as sent. */
  body: string;
  /** When Brightday hung up before the answer was complete (ms since the epoch), else null. */
  abandonedAt: number | null;
}

/** What the fake answers. */
export interface FakeOpenAiScript {
  /** Text chunks of a streamed answer. */
  stream: string[];
  /** The message contents of non-streamed answers, used up one per request (the last one repeats). */
  json: string[];
  /** Answer every request with this HTTP status instead (e.g. 500). */
  status: number | null;
  /** Wait this long before answering (to run into a timeout). */
  delayMs: number;
  /** Drop the connection after the streamed chunks, without `[DONE]` (a service failing part-way). */
  breakStream: boolean;
}

/** The fake service, its script and what it was asked. */
export interface FakeOpenAi {
  /** The base URL to configure as AI_BASE_URL. */
  url: string;
  script: FakeOpenAiScript;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Starts the fake on a free loopback port. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const timers = new Set<NodeJS.Timeout>();
  const script: FakeOpenAiScript = {
    stream: ['Hello'],
    json: ['{}'],
    status: null,
    delayMs: 0,
    breakStream: false,
  };
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        path: request.url ?? '',
        headers: request.headers,
        body,
        abandonedAt: null,
      };
      requests.push(recorded);
      response.once('close', () => {
        if (!response.writableFinished) recorded.abandonedAt = Date.now();
      });
      const answer = () => {
        if (request.url !== '/v1/chat/completions') return response.writeHead(404).end();
        if (script.status !== null) {
          return response
            .writeHead(script.status, { 'content-type': 'application/json' })
            .end('{"error":{"message":"boom"}}');
        }
        const parsed = JSON.parse(body) as { stream?: boolean };
        if (parsed.stream) {
          response.writeHead(200, { 'content-type': 'text/event-stream' });
          for (const text of script.stream) {
            response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`);
          }
          if (!script.breakStream) return response.end('data: [DONE]\n\n');
          // Let the chunks arrive first, then fail the way a crashed service does: no end, no [DONE].
          const drop = setTimeout(() => {
            timers.delete(drop);
            response.destroy();
          }, 50);
          timers.add(drop);
          return;
        }
        // Each answer is used once, the last one for every request after it.
        const content = (script.json.length > 1 ? script.json.shift() : script.json[0]) ?? '{}';
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      };
      if (script.delayMs === 0) return answer();
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) answer();
      }, script.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    script,
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
