import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  ERROR_CODES,
  errorBodySchema,
  errorCodeOfStatus,
  GENERAL_ERROR_CODES,
} from './errors';

describe('the error catalogue', () => {
  it('gives each HTTP status at most one general code, so a status alone still names a code', () => {
    const statuses = GENERAL_ERROR_CODES.map((code) => ERROR_CATALOGUE[code].status);
    expect(new Set(statuses).size).toBe(statuses.length);
  });

  it('names every code, general or specific, with an error status and a message', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_CATALOGUE[code].status).toBeGreaterThanOrEqual(400);
      expect(ERROR_CATALOGUE[code].message.length).toBeGreaterThan(0);
    }
  });

  it('finds the code of a catalogued status and none for another one', () => {
    expect(errorCodeOfStatus(401)).toBe('NOT_AUTHENTICATED');
    expect(errorCodeOfStatus(503)).toBe('UNAVAILABLE');
    expect(errorCodeOfStatus(418)).toBeUndefined();
  });

  it("never reads a specific code from a bare status, so a proxy's 502 is not the coach's", () => {
    expect(errorCodeOfStatus(502)).toBeUndefined();
    expect(errorCodeOfStatus(429)).toBe('TOO_MANY_REQUESTS');
    expect(errorCodeOfStatus(403)).toBe('FORBIDDEN');
  });
});

describe('the error body', () => {
  it('is a catalogued code with a message', () => {
    expect(errorBodySchema.parse({ code: 'FORBIDDEN', message: 'Not yours.' })).toEqual({
      code: 'FORBIDDEN',
      message: 'Not yours.',
    });
  });

  it('refuses a code the catalogue does not have, or a body without a message', () => {
    expect(errorBodySchema.safeParse({ code: 'TEAPOT', message: 'Short and stout.' }).success).toBe(false);
    expect(errorBodySchema.safeParse({ code: 'FORBIDDEN' }).success).toBe(false);
  });
});
