import { describe, expect, it } from 'vitest';
import { HttpError, networkFailure } from '../lib/http-client';
import { fallbackNotice, OFFLINE_NOTICE, UNAVAILABLE_NOTICE } from './provider-fallback';

describe('fallbackNotice', () => {
  it("says the server's own words when it refused the online helper", () => {
    const breather = 'Nia needs a short breather. Please ask again in a minute.';
    const refusal = new HttpError(429, 'COACH_BUSY', breather, breather);
    expect(fallbackNotice(refusal)).toBe(breather);
  });

  it('says the parent is offline when no answer came at all', () => {
    expect(fallbackNotice(networkFailure(new TypeError('Failed to fetch')))).toBe(OFFLINE_NOTICE);
  });

  it('says the helper is not answering when the failure has no words of its own', () => {
    expect(fallbackNotice(new HttpError(502, undefined, 'Bad gateway', undefined))).toBe(UNAVAILABLE_NOTICE);
    expect(fallbackNotice(new Error('boom'))).toBe(UNAVAILABLE_NOTICE);
  });
});
