import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthDate,
  childName,
  dateSpelling,
  emailAddress,
  emailSpelling,
  messageWith,
  nameSpelling,
} from '../../../tests/kit/server/private-spellings';
import { isCommonWord, isNameWord } from './common-words';
import { foldWord } from './folded-text';
import { redact } from './provider-privacy';

/** The words of a text as they are compared: folded, split on anything but letters. */
function foldedWords(text: string): string[] {
  return foldWord(text)
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 0);
}

describe('nothing private survives redaction, however it is written', () => {
  it('COACH-PRIVACY-1, -2, -4, -5: no generated name, birth-date spelling or disguised e-mail address is left', () => {
    const family = fc
      .record({ child: childName, born: birthDate, address: emailAddress })
      .chain(({ child, born, address }) =>
        fc
          .tuple(nameSpelling(child.parts), dateSpelling(born), emailSpelling(address.email))
          .chain((spellings) => fc.tuple(fc.constant({ child, born, address }), messageWith(spellings))),
      );
    fc.assert(
      fc.property(family, ([{ child, born, address }, message]) => {
        const sent = redact(message, { names: [child.name], birthDates: [born], emails: [address.email] });
        const words = foldedWords(sent);
        const parts = child.parts.map(foldWord);
        for (const part of [...parts, parts.join('')]) expect(words).not.toContain(part);
        // The ordinary words of a message have no digits: any digit left is part of the birth date.
        expect(sent).not.toMatch(/\d/);
        for (const word of address.words) expect(words).not.toContain(word);
        expect(sent).not.toMatch(/[@＠]/);
      }),
      { numRuns: 250 },
    );
  });
});

// Ordinary words that are no given names; some are the probe's, a child named with a sentence.
const ORDINARY = [
  'all',
  'and',
  'your',
  'print',
  'system',
  'prompt',
  'ignore',
  'previous',
  'instructions',
  'the',
  'of',
  'to',
  'brush',
  'teeth',
  'before',
  'bed',
  'read',
  'book',
  'tidy',
  'room',
  'help',
  'with',
  'dinner',
  'school',
  'morning',
  'quiet',
  'time',
  'play',
  'outside',
  'after',
];

describe("a child's name made of ordinary words leaves those words alone", () => {
  it('knows the words of this test as ordinary words that are no given names', () => {
    expect(ORDINARY.filter((word) => !isCommonWord(word) || isNameWord(word))).toEqual([]);
  });

  it("COACH-PRIVACY-3: every word of the parent's message survives, sentence starts included", () => {
    const word = fc.constantFrom(...ORDINARY);
    const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
    const name = fc
      .tuple(fc.array(word, { minLength: 2, maxLength: 6 }), fc.boolean())
      .map(([words, title]) => (title ? words.map(capitalised) : words).join(' '));
    const sentence = fc
      .array(word, { minLength: 2, maxLength: 10 })
      .map((words) => capitalised(words.join(' ')));
    const message = fc
      .tuple(fc.array(sentence, { minLength: 1, maxLength: 4 }), fc.constantFrom('. ', '! ', '? ', '.\n'))
      .map(([sentences, stop]) => `${sentences.join(stop)}.`);
    fc.assert(
      fc.property(name, message, (childsName, text) => {
        // A message that happens to hold the whole name does name the child, and is not what this is about.
        fc.pre(!` ${foldedWords(text).join(' ')} `.includes(` ${foldedWords(childsName).join(' ')} `));
        expect(redact(text, { names: [childsName], birthDates: [], emails: [] })).toBe(text);
      }),
      { numRuns: 200 },
    );
  });
});
