import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { firstMessage, MESSAGES, messagesByField } from './messages';

describe('messages', () => {
  it('V-MSG-1: gives no message for a successful parse', () => {
    expect(firstMessage(z.string().safeParse('ok'))).toBeUndefined();
  });

  it('V-MSG-1: gives the first issue of a failed parse', () => {
    const schema = z.object({ a: z.string({ error: 'A first' }), b: z.string({ error: 'B second' }) });
    expect(firstMessage(schema.safeParse({}))).toBe('A first');
  });

  it('V-MSG-1: keys messages by field path and keeps the first of each field', () => {
    const schema = z.object({
      name: z
        .string()
        .min(3, { error: 'Too short' })
        .regex(/^[a-z]+$/, { error: 'Lowercase only' }),
      tasks: z.array(z.object({ icon: z.string({ error: 'Icon missing' }) })),
    });
    const result = schema.safeParse({ name: 'A', tasks: [{}] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(messagesByField(result.error)).toEqual({ name: 'Too short', 'tasks.0.icon': 'Icon missing' });
  });

  it('V-MSG-1: keys an issue about the whole object by the empty path', () => {
    const schema = z.object({}).refine(() => false, { error: 'Whole form is wrong' });
    const result = schema.safeParse({});
    if (result.success) throw new Error('expected a failure');
    expect(messagesByField(result.error)).toEqual({ '': 'Whole form is wrong' });
  });

  it('writes the limits into the messages that quote them', () => {
    expect(MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters long');
    expect(MESSAGES.pairingCodeInvalid).toBe('Pairing code must be 6 digits');
    expect(MESSAGES.choreFrequencyInvalid).toBe(
      'Invalid frequency configuration: daily needs 7 days, weekly needs 1-6 days, one-time needs scheduled date and no recurring days',
    );
  });
});
