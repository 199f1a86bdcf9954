// The question that keeps a board's settings from its child (ADR 0039): "type this number", with the
// number written in words. A grown-up answers in a second; a child who cannot yet read cannot, and
// guessing three digits by tapping works about once in nine hundred tries.

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A whole number from 0 to 999 in English words, as a cheque writes it ("four hundred and twelve"). */
export function numberInWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 999) throw new RangeError(`Not 0–999: ${value}`);
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const restWords =
    rest < 10
      ? (ONES[rest] ?? '')
      : rest < 20
        ? (TEENS[rest - 10] ?? '')
        : `${TENS[Math.floor(rest / 10)] ?? ''}${rest % 10 === 0 ? '' : `-${ONES[rest % 10] ?? ''}`}`;
  if (hundreds === 0) return restWords;
  const hundredWords = `${ONES[hundreds] ?? ''} hundred`;
  return rest === 0 ? hundredWords : `${hundredWords} and ${restWords}`;
}

/** One question of the gate: the words shown, and the digits that answer it. */
export interface GrownUpQuestion {
  readonly words: string;
  readonly answer: string;
}

/**
 * A new question: a three-digit number that is not a round hundred, in words. `random` returns 0 ≤ x < 1
 * (Math.random by default; tests give a fixed one).
 */
export function grownUpQuestion(random: () => number = Math.random): GrownUpQuestion {
  // 101…999 without the round hundreds: 891 numbers.
  let value = 101 + Math.floor(random() * 899);
  if (value % 100 === 0) value += 1;
  return { words: numberInWords(value), answer: String(value) };
}

/** Whether what was typed answers the question; spaces around or between the digits do not matter. */
export function answersQuestion(question: GrownUpQuestion, typed: string): boolean {
  return typed.replace(/\s+/g, '') === question.answer;
}
