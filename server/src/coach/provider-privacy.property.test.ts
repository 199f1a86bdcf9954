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
  parentName,
  privateWords,
  townName,
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
        const sent = redact(
          message,
          privateWords({ childNames: [child.name], birthDates: [born], emails: [address.email] }),
        );
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

  it("COACH-PRIVACY-6, -7: no generated parent's name or town, whole or in parts, is left beside a child's", () => {
    const family = fc
      .record({
        parents: fc.array(parentName, { minLength: 1, maxLength: 2 }),
        child: childName,
        town: townName,
      })
      .chain((named) =>
        fc
          .tuple(
            ...named.parents.map((parent) => nameSpelling(parent.parts)),
            nameSpelling(named.child.parts),
            nameSpelling(named.town.parts),
          )
          .chain((spellings) => fc.tuple(fc.constant(named), messageWith(spellings))),
      );
    fc.assert(
      fc.property(family, ([{ parents, child, town }, message]) => {
        const sent = redact(
          message,
          privateWords({
            parentNames: parents.map((parent) => parent.name),
            childNames: [child.name],
            places: [town.name],
          }),
        );
        const words = foldedWords(sent);
        for (const name of [...parents, child, town]) {
          const parts = name.parts.map(foldWord);
          for (const part of [...parts, parts.join('')]) expect(words).not.toContain(part);
        }
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

describe('a name made of ordinary words leaves those words alone', () => {
  it('knows the words of this test as ordinary words that are no given names', () => {
    expect(ORDINARY.filter((word) => !isCommonWord(word) || isNameWord(word))).toEqual([]);
  });

  it("COACH-PRIVACY-3, -6, -7: every word of the parent's message survives a child's, a parent's or a town's name, sentence starts included", () => {
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
      fc.property(name, message, (familyName, text) => {
        // A message that happens to hold the whole name does name the person, and is not what this is about.
        fc.pre(!` ${foldedWords(text).join(' ')} `.includes(` ${foldedWords(familyName).join(' ')} `));
        expect(redact(text, privateWords({ childNames: [familyName] }))).toBe(text);
        // A parent's name of two words or more is a first and a last name, as the account holds them.
        expect(redact(text, privateWords({ parentNames: [familyName] }))).toBe(text);
        expect(redact(text, privateWords({ places: [familyName] }))).toBe(text);
      }),
      { numRuns: 200 },
    );
  });
});
