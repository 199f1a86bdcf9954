import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-client';
import { childArrivalDelay, retryWhileChildArrives } from './child-arrival-retry';

const notFound = new HttpError(404, 'NOT_FOUND', 'We couldn’t find this child in your family.', undefined);

describe('asking again about a child who may still be on their way to the server', () => {
  it('asks again after a 404, with or without the server’s code', () => {
    expect(retryWhileChildArrives(0, notFound)).toBe(true);
    expect(retryWhileChildArrives(0, new HttpError(404, undefined, 'Not found', undefined))).toBe(true);
  });

  it('stops asking after about a minute of 404s', () => {
    const waited = Array.from({ length: 30 }, (_, failures) => childArrivalDelay(failures)).reduce(
      (sum, ms) => sum + ms,
    );
    expect(retryWhileChildArrives(29, notFound)).toBe(true);
    expect(retryWhileChildArrives(30, notFound)).toBe(false);
    expect(waited).toBeGreaterThan(50_000);
    expect(waited).toBeLessThan(65_000);
  });

  it('does not ask again for a refusal, a server failure or no answer', () => {
    expect(retryWhileChildArrives(0, new HttpError(403, 'FORBIDDEN', 'Not allowed', undefined))).toBe(false);
    expect(retryWhileChildArrives(0, new HttpError(500, 'INTERNAL', 'Something went wrong', undefined))).toBe(
      false,
    );
    expect(retryWhileChildArrives(0, new HttpError(0, undefined, 'No answer', undefined))).toBe(false);
    expect(retryWhileChildArrives(0, new Error('parse'))).toBe(false);
  });

  it('waits half a second at first and never more than two seconds', () => {
    expect(childArrivalDelay(0)).toBe(500);
    expect(childArrivalDelay(1)).toBe(1_000);
    expect(childArrivalDelay(2)).toBe(2_000);
    expect(childArrivalDelay(10)).toBe(2_000);
  });
});
