// The age a parent mentions in a question ("my 4 year old", "a 7yo", "our teenager"), as an age band: it
// wins over the chosen child's band, because the parent is asking about that age.
import { ageGroupOfYears, type AgeGroup } from '@sync/domain/age-group';

const WORD_NUMBERS: Record<string, number> = {
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
};

/** The band of the age named in `question`, or null when it names none. */
export function ageGroupInQuestion(question: string): AgeGroup | null {
  const text = question.toLowerCase();
  const numbered =
    /\b(\d{1,2}|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)[\s-]*(?:years?[\s-]*old|yrs?[\s-]*old|y\/?o|yr olds?|year-olds?)\b/.exec(
      text,
    );
  const number = numbered?.[1];
  if (number !== undefined) {
    const years = WORD_NUMBERS[number] ?? Number(number);
    if (Number.isFinite(years) && years > 0 && years < 20) return ageGroupOfYears(years);
  }
  if (/\b(teen|teens|teenager|teenagers|adolescent)\b/.test(text)) return '13+';
  if (/\b(toddler|toddlers|preschooler|pre-schooler|nursery)\b/.test(text)) return '3-4';
  if (/\b(tween|tweens|pre-teen|preteen)\b/.test(text)) return '10-12';
  return null;
}
