// GET /api/sync/stream read with fetch. EventSource cannot send a board's Bearer
// header, so the server-sent events are parsed by hand. The stream carries only collection names: a
// missed event is harmless because every pull starts from the client's own checkpoint.
import { createParser } from 'eventsource-parser';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { changeEventSchema } from '@sync/protocol/messages';
import { errorOfResponse } from '../../lib/http-client';
import { outcomeOfFailure, syncRequestInit, syncUrl, type SyncEndpoint } from './sync-http';

/** How the stream reconnects and when a silent connection counts as dead. */
export interface ChangeStreamTiming {
  /** The first wait before reconnecting; it doubles after each failure. */
  minRetryMs: number;
  /** The longest wait between attempts. */
  maxRetryMs: number;
  /**
   * A connection silent for this long is dropped and reopened: the server sends a heartbeat every 25 s,
   * and a Wi-Fi change can leave a socket that never errors.
   */
  silenceTimeoutMs: number;
}

/** The timing used unless a caller (a test) picks its own. */
export const DEFAULT_CHANGE_STREAM_TIMING: ChangeStreamTiming = {
  minRetryMs: 1_000,
  maxRetryMs: 30_000,
  silenceTimeoutMs: 60_000,
};

/** A live change stream. */
export interface ChangeStream {
  /** The collections named by each `change` event; on every (re)connect the server names them all. */
  readonly changes$: Observable<readonly string[]>;
  /** True while a stream is open. */
  readonly connected$: Observable<boolean>;
  /** Skips the current wait and reconnects at once (the browser said it is online again). */
  reconnectNow(): void;
  /** Closes the stream for good. */
  close(): void;
}

/** The wait before attempt `attempt` (0-based): doubling from the minimum, capped, with jitter. */
export function retryDelay(attempt: number, timing: ChangeStreamTiming, random = Math.random): number {
  const ceiling = Math.min(timing.maxRetryMs, timing.minRetryMs * 2 ** Math.min(attempt, 20));
  // Between half and all of the ceiling: a server restart must not be met by every board at once.
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Opens the family's change stream and keeps it open, reconnecting with backoff, until closed. */
export function openChangeStream(
  endpoint: SyncEndpoint,
  timing: ChangeStreamTiming = DEFAULT_CHANGE_STREAM_TIMING,
): ChangeStream {
  const changes = new Subject<readonly string[]>();
  const connected = new BehaviorSubject(false);
  let closed = false;
  let controller: AbortController | undefined;
  let wake: (() => void) | undefined;

  const emit = (data: string) => {
    try {
      const parsed = changeEventSchema.safeParse(JSON.parse(data));
      if (parsed.success) changes.next(parsed.data.collections);
    } catch {
      // An event that is not JSON teaches nothing; the next one, or the next reconnect, will.
    }
  };

  let connectedAt = 0;

  /** Reads one connection to its end; says whether it opened, failed, or was refused for good. */
  async function readOnce(): Promise<'ended' | 'failed' | 'refused'> {
    controller = new AbortController();
    const abort = controller;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const resetSilence = () => {
      clearTimeout(silence);
      silence = setTimeout(() => abort.abort(), timing.silenceTimeoutMs);
    };
    // Armed before the request too: a server that never answers is as dead as one that stops talking.
    resetSilence();
    try {
      const init = syncRequestInit(endpoint.credential, {
        headers: { accept: 'text/event-stream' },
        signal: abort.signal,
      });
      const response = await endpoint.fetch(syncUrl(endpoint, '/api/sync/stream'), init);
      if (!response.ok) {
        const outcome = outcomeOfFailure(await errorOfResponse(response));
        endpoint.outcomes.report(outcome);
        // Signed out or outdated: asking again soon will not change the answer.
        return outcome === 'unauthorized' || outcome === 'update-required' ? 'refused' : 'failed';
      }
      endpoint.outcomes.report('ok');
      if (response.body === null) return 'failed';
      connectedAt = Date.now();
      connected.next(true);
      const parser = createParser({ onEvent: (event) => event.event === 'change' && emit(event.data) });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'ended';
        resetSilence();
        parser.feed(value);
      }
    } catch {
      if (!closed) endpoint.outcomes.report('unreachable');
      return connected.getValue() ? 'ended' : 'failed';
    } finally {
      clearTimeout(silence);
      if (connected.getValue()) connected.next(false);
    }
  }

  async function run(): Promise<void> {
    let attempt = 0;
    while (!closed) {
      const result = await readOnce();
      if (closed) break;
      // A connection that stayed open a while was healthy: the backoff starts afresh. One that a proxy
      // closes as soon as it opens keeps backing off, so it is not reopened every second.
      if (result === 'ended' && Date.now() - connectedAt >= timing.maxRetryMs) attempt = 0;
      const delay = result === 'refused' ? timing.maxRetryMs : retryDelay(attempt++, timing);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
    changes.complete();
    connected.complete();
  }
  void run();

  return {
    changes$: changes.asObservable(),
    connected$: connected.asObservable(),
    reconnectNow: () => wake?.(),
    close: () => {
      closed = true;
      controller?.abort();
      wake?.();
    },
  };
}
