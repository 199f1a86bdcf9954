import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CODES, errorBodySchema, errorCodeOfStatus } from './errors';

describe('the error catalogue', () => {
  it('gives each HTTP status at most one code, so a status alone still names a code', () => {
    const statuses = ERROR_CODES.map((code) => ERROR_CATALOGUE[code].status);
    expect(new Set(statuses).size).toBe(statuses.length);
  });

  it('finds the code of a catalogued status and none for another one', () => {
    expect(errorCodeOfStatus(401)).toBe('NOT_AUTHENTICATED');
    expect(errorCodeOfStatus(503)).toBe('UNAVAILABLE');
    expect(errorCodeOfStatus(418)).toBeUndefined();
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
