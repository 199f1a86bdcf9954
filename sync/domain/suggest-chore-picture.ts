// A picture for a new chore from its name, so "Feed the cat" shows the cat before the parent looks for it.
import { suggestStepPicture } from './suggest-step-picture';
import { searchTaskPictures } from './task-pictures';

/** Where a chore starts when nothing in its name matches a picture. */
export const CHORE_PICTURE_FALLBACK = 'home';

/**
 * The best picture for a chore's name: the one its words ask for as a step's would (D-STEP-PICTURE-1…4), else
 * one matching the whole name, else one matching its longest word
 * that matches any (short words such as "the" are skipped), else the home picture.
 */
export function suggestChorePicture(name: string): string {
  const asked = suggestStepPicture(name);
  if (asked) return asked;
  const whole = searchTaskPictures(name)[0];
  if (name.trim() !== '' && whole) return whole.id;
  const words = name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3)
    .sort((a, b) => b.length - a.length);
  for (const word of words) {
    const match = searchTaskPictures(word)[0];
    if (match) return match.id;
  }
  return CHORE_PICTURE_FALLBACK;
}
