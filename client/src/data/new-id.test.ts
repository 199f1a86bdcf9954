import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newId } from './new-id';

describe('newId', () => {
  it('makes version 7 UUIDs that the contract accepts', () => {
    const id = newId();
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe('7');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
  });

  it('sorts ids by the moment they were made', () => {
    const earlier = newId(Date.UTC(2026, 0, 1));
    const later = newId(Date.UTC(2026, 0, 1, 0, 0, 1));
    expect(earlier < later).toBe(true);
    expect(earlier.slice(0, 13)).toBe('019b76da-a800');
  });

  it('never repeats', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newId(0)));
    expect(ids.size).toBe(1000);
  });
});
