// The picture a step's name asks for (D-STEP-PICTURE-1…4): "Brush teeth" shows the toothbrush before the
// parent looks for it, so a routine typed by hand needs no trip to the picker for each step.
import type { TaskPictureId } from './task-pictures';

// Words a name may carry that say nothing about the picture ("Brush your teeth", "Make the bed").
const FILLERS = new Set(['a', 'an', 'the', 'your', 'my', 'his', 'her', 'their', 'our', 'some']);

/**
 * Phrases and the picture each asks for, in the catalogue's order. A longer phrase beats a shorter one it
 * contains ("brush hair" before "brush"); a word that says little on its own is in WEAK_RULES instead.
 */
const RULES: readonly (readonly [string, TaskPictureId])[] = [
  ['wake up', 'sun'],
  ['get up', 'sun'],
  ['wake', 'sun'],
  ['alarm', 'alarm-clock'],
  ['toilet', 'toilet'],
  ['potty', 'toilet'],
  ['loo', 'toilet'],
  ['wee', 'toilet'],
  ['pee', 'toilet'],
  ['poo', 'toilet'],
  ['bathroom', 'toilet'],
  ['wash hand', 'soap'],
  ['hand', 'soap'],
  ['soap', 'soap'],
  ['wash face', 'splash'],
  ['face', 'splash'],
  ['flannel', 'splash'],
  ['brush teeth', 'toothbrush'],
  ['brush tooth', 'toothbrush'],
  ['clean teeth', 'toothbrush'],
  ['teeth', 'toothbrush'],
  ['toothbrush', 'toothbrush'],
  ['toothpaste', 'toothbrush'],
  ['tooth', 'toothbrush'],
  ['floss', 'tooth'],
  ['mouthwash', 'tooth'],
  ['brush hair', 'comb'],
  ['comb', 'comb'],
  ['hair', 'comb'],
  ['hairbrush', 'comb'],
  ['ponytail', 'comb'],
  ['plait', 'comb'],
  ['braid', 'comb'],
  ['wash hair', 'shower'],
  ['shower', 'shower'],
  ['bath', 'bath'],
  ['bathtime', 'bath'],
  ['bath time', 'bath'],
  ['sunscreen', 'lotion'],
  ['sun cream', 'lotion'],
  ['suncream', 'lotion'],
  ['lotion', 'lotion'],
  ['blow nose', 'nose'],
  ['nose', 'nose'],
  ['tissue', 'nose'],
  ['medicine', 'medicine'],
  ['vitamin', 'medicine'],
  ['pill', 'medicine'],
  ['inhaler', 'medicine'],
  ['glasses', 'glasses'],
  ['get dressed', 'shirt'],
  ['dressed', 'shirt'],
  ['clothes', 'shirt'],
  ['uniform', 'shirt'],
  ['shirt', 'shirt'],
  ['underwear', 'underwear'],
  ['knickers', 'underwear'],
  ['trousers', 'trousers'],
  ['jeans', 'trousers'],
  ['dress', 'dress'],
  ['skirt', 'dress'],
  ['sock', 'socks'],
  ['shoe', 'shoe'],
  ['trainer', 'shoe'],
  ['sneaker', 'shoe'],
  ['shoelace', 'shoe'],
  ['boot', 'boots'],
  ['wellies', 'boots'],
  ['coat', 'coat'],
  ['jacket', 'coat'],
  ['hat', 'hat'],
  ['cap', 'hat'],
  ['scarf', 'scarf'],
  ['glove', 'gloves'],
  ['mitten', 'gloves'],
  ['umbrella', 'umbrella'],
  ['swim', 'swimsuit'],
  ['swimsuit', 'swimsuit'],
  ['breakfast', 'bowl'],
  ['cereal', 'bowl'],
  ['porridge', 'bowl'],
  ['lunch', 'sandwich'],
  ['sandwich', 'sandwich'],
  ['dinner', 'plate'],
  ['supper', 'plate'],
  ['fruit', 'apple'],
  ['snack', 'apple'],
  ['apple', 'apple'],
  ['banana', 'apple'],
  ['vegetable', 'broccoli'],
  ['veggie', 'broccoli'],
  ['drink water', 'cup'],
  ['water', 'cup'],
  ['drink', 'cup'],
  ['juice', 'cup'],
  ['milk', 'milk'],
  ['lunchbox', 'lunchbox'],
  ['lunch box', 'lunchbox'],
  ['packed lunch', 'lunchbox'],
  ['pack lunch', 'lunchbox'],
  ['cook', 'cooking'],
  ['bake', 'cooking'],
  ['backpack', 'backpack'],
  ['school bag', 'backpack'],
  ['book bag', 'backpack'],
  ['rucksack', 'backpack'],
  ['bag', 'backpack'],
  ['school', 'school'],
  ['nursery', 'school'],
  ['kindergarten', 'school'],
  ['preschool', 'school'],
  ['homework', 'pencil'],
  ['spelling', 'pencil'],
  ['write', 'pencil'],
  ['study', 'pencil'],
  ['pencil', 'pencil'],
  ['read', 'book'],
  ['book', 'book'],
  ['library', 'book'],
  ['car', 'car'],
  ['car seat', 'car'],
  ['seat belt', 'car'],
  ['bus', 'bus'],
  ['walk', 'footprints'],
  ['bike', 'bicycle'],
  ['bicycle', 'bicycle'],
  ['cycle', 'bicycle'],
  ['scooter', 'scooter'],
  ['play outside', 'ball'],
  ['ball', 'ball'],
  ['football', 'ball'],
  ['soccer', 'ball'],
  ['park', 'ball'],
  ['music', 'music'],
  ['sing', 'music'],
  ['piano', 'piano'],
  ['guitar', 'guitar'],
  ['violin', 'violin'],
  ['draw', 'paint'],
  ['paint', 'paint'],
  ['colour', 'paint'],
  ['color', 'paint'],
  ['craft', 'paint'],
  ['puzzle', 'puzzle'],
  ['jigsaw', 'puzzle'],
  ['tv', 'screen'],
  ['television', 'screen'],
  ['screen', 'screen'],
  ['ipad', 'screen'],
  ['cartoon', 'screen'],
  ['stretch', 'stretch'],
  ['yoga', 'stretch'],
  ['breathe', 'stretch'],
  ['make bed', 'bed'],
  ['bed', 'bed'],
  ['toy', 'toys'],
  ['tidy', 'toys'],
  ['clean up', 'toys'],
  ['put away', 'box'],
  ['laundry', 'laundry'],
  ['dirty clothes', 'laundry'],
  ['set table', 'cutlery'],
  ['lay table', 'cutlery'],
  ['cutlery', 'cutlery'],
  ['clear table', 'sponge'],
  ['dish', 'sponge'],
  ['dishwasher', 'sponge'],
  ['wipe', 'sponge'],
  ['sweep', 'broom'],
  ['hoover', 'broom'],
  ['vacuum', 'broom'],
  ['bin', 'bin'],
  ['rubbish', 'bin'],
  ['trash', 'bin'],
  ['garbage', 'bin'],
  ['recycle', 'recycle'],
  ['recycling', 'recycle'],
  ['dog', 'dog'],
  ['puppy', 'dog'],
  ['walk dog', 'dog'],
  ['cat', 'cat'],
  ['kitten', 'cat'],
  ['fish', 'fish'],
  ['water plant', 'plant'],
  ['plant', 'plant'],
  ['flower', 'plant'],
  ['pyjama', 'pyjamas'],
  ['pajama', 'pyjamas'],
  ['pjs', 'pyjamas'],
  ['nightie', 'pyjamas'],
  ['story', 'story'],
  ['bedtime story', 'story'],
  ['read story', 'story'],
  ['light out', 'lamp'],
  ['lamp', 'lamp'],
  ['night light', 'lamp'],
  ['sleep', 'moon'],
  ['nap', 'moon'],
  ['bedtime', 'moon'],
  ['go to bed', 'moon'],
  ['goodnight', 'moon'],
  ['hug', 'hug'],
  ['cuddle', 'hug'],
  ['kiss', 'hug'],
  ['goodbye', 'wave'],
  ['say goodbye', 'wave'],
  ['wave', 'wave'],
  ['kind', 'heart'],
  ['thank', 'heart'],
];

/** Words that name a picture only when nothing more telling is in the name ("Eat breakfast" is a bowl). */
const WEAK_RULES: readonly (readonly [string, TaskPictureId])[] = [
  ['eat', 'plate'],
  ['brush', 'toothbrush'],
  ['wash', 'soap'],
  ['put on', 'shirt'],
];

/** The forms a word takes in a name: plurals and verb endings (shoes, brushes, stories, getting, tidied). */
function formsOf(word: string): Set<string> {
  const forms = new Set([word, `${word}s`, `${word}ed`, `${word}ing`]);
  const last = word.at(-1) ?? '';
  if (/(?:s|x|z|ch|sh|o)$/.test(word)) forms.add(`${word}es`);
  if (last === 'e' && word.length > 3) {
    forms.add(`${word.slice(0, -1)}ing`);
    forms.add(`${word}d`);
  }
  if (last === 'y' && !/[aeiou]y$/.test(word)) {
    forms.add(`${word.slice(0, -1)}ies`);
    forms.add(`${word.slice(0, -1)}ied`);
  }
  // A short word doubles its last consonant: get → getting, swim → swimming, nap → napped.
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(word)) {
    forms.add(`${word}${last}ing`);
    forms.add(`${word}${last}ed`);
  }
  return forms;
}

/** A name as plain lowercase words without accents, the words that say nothing left out. */
export function stepNameWords(name: string): string[] {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !FILLERS.has(word));
}

interface Rule {
  readonly words: readonly Set<string>[];
  readonly picture: TaskPictureId;
  /** Longer phrases win; weak words count for less than any phrase. */
  readonly weight: number;
  readonly order: number;
}

const COMPILED: readonly Rule[] = [
  ...RULES.map(([phrase, picture], order) => ({ phrase, picture, weak: false, order })),
  ...WEAK_RULES.map(([phrase, picture], order) => ({
    phrase,
    picture,
    weak: true,
    order: RULES.length + order,
  })),
].map(({ phrase, picture, weak, order }) => {
  const words = phrase.split(' ').map(formsOf);
  return { words, picture, weight: weak ? 0.5 : words.length, order };
});

/** Where the rule's words first appear in a row in `words`, or -1. */
function positionIn(words: readonly string[], rule: Rule): number {
  for (let start = 0; start + rule.words.length <= words.length; start += 1) {
    if (rule.words.every((forms, offset) => forms.has(words[start + offset] ?? ''))) return start;
  }
  return -1;
}

/**
 * The built-in picture a step's name asks for, or null when no word of it names one (D-STEP-PICTURE-1…4):
 * whole words only, in any case and with or without accents, plurals and verb forms included. The longest
 * phrase found wins, then the one said first, then the catalogue's order.
 */
export function suggestStepPicture(name: string): TaskPictureId | null {
  const words = stepNameWords(name);
  let best: { rule: Rule; position: number } | null = null;
  for (const rule of COMPILED) {
    const position = positionIn(words, rule);
    if (position < 0) continue;
    if (
      best === null ||
      rule.weight > best.rule.weight ||
      (rule.weight === best.rule.weight && position < best.position)
    ) {
      best = { rule, position };
    }
  }
  return best?.rule.picture ?? null;
}

/** Every picture id the suggestion can give, for the test that each is in the catalogue. */
export function suggestablePictures(): TaskPictureId[] {
  return [...new Set(COMPILED.map((rule) => rule.picture))];
}
