import { describe, expect, it } from 'vitest';
import { redact } from './provider-privacy';
import { CONVERSATION_BUDGET, providerConversation } from './provider-prompts';

const words = {
  names: ['Mia', 'Anna-Lena', 'Anna'],
  birthDates: ['2019-07-03'],
  emails: ['dad@example.com'],
};

describe('redact', () => {
  it("replaces each child's name as a whole word, possessives too, and leaves words that only contain it", () => {
    expect(redact("MIA and Mia's brother; Anna-Lena too. Miami and Annabel stay.", words)).toBe(
      "my child and my child's brother; my child too. Miami and Annabel stay.",
    );
  });

  it('replaces a birth date however it is written, and every e-mail address', () => {
    expect(
      redact(
        'Born 3 July 2019, July 3rd, 2019, 03/07/2019 and 2019-07-03. Mail dad@example.com or x@y.org',
        words,
      ),
    ).toBe('Born [date], [date], [date] and [date]. Mail [e-mail] or [e-mail]');
  });
});

describe('providerConversation', () => {
  it('keeps the newest messages that fit the budget, oldest first, and drops the oldest', () => {
    const long = 'x'.repeat(CONVERSATION_BUDGET / 2);
    const messages = [
      { role: 'parent' as const, text: `oldest ${long}` },
      { role: 'nia' as const, text: `middle ${long}` },
      { role: 'parent' as const, text: 'newest question' },
    ];
    const sent = providerConversation(messages, words);
    expect(sent.map((message) => message.content.slice(0, 6))).toEqual(['middle', 'newest']);
    expect(sent.map((message) => message.role)).toEqual(['assistant', 'user']);
  });
});
