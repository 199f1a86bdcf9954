import { describe, expect, it } from 'vitest';
import { maskEmail } from './public-user';

describe('maskEmail', () => {
  it.each([
    ['maya.reset@example.com', 'ma•••@example.com'],
    ['jo@example.com', 'j•••@example.com'],
    ['a@b.co', 'a•••@b.co'],
  ])('masks %s as %s, hiding the length of the name', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
