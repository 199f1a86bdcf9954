import { describe, expect, it } from 'vitest';
import {
  hasSessionHint,
  SECURE_SESSION_HINT_COOKIE,
  SESSION_HINT_COOKIE,
  sessionHintCookieName,
} from './session-hint';

describe('the session hint', () => {
  it('is named with the __Host- prefix over HTTPS only', () => {
    expect(sessionHintCookieName(false)).toBe(SESSION_HINT_COOKIE);
    expect(sessionHintCookieName(true)).toBe(SECURE_SESSION_HINT_COOKIE);
  });

  it('is found under either name among other cookies', () => {
    expect(hasSessionHint('theme=dark; brightday.signed-in=1')).toBe(true);
    expect(hasSessionHint('__Host-brightday.signed-in=1; other=x')).toBe(true);
  });

  it('is absent from an empty cookie string, a cleared cookie and look-alike names', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('brightday.signed-in=')).toBe(false);
    expect(hasSessionHint('xbrightday.signed-in=1; brightday.signed-in-old=1')).toBe(false);
    expect(hasSessionHint('brightday.sid=abc.def')).toBe(false);
  });
});
