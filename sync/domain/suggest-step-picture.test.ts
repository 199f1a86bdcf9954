import { describe, expect, it } from 'vitest';
import { suggestablePictures, suggestStepPicture } from './suggest-step-picture';
import { findTaskPicture } from './task-pictures';

describe('the picture a step name asks for', () => {
  it.each([
    ['Brush teeth', 'toothbrush'],
    ['Toothbrush', 'toothbrush'],
    ['Get dressed', 'shirt'],
    ['Clothes on', 'shirt'],
    ['Breakfast', 'bowl'],
    ['Eat', 'plate'],
    ['Shoes', 'shoe'],
    ['Bath', 'bath'],
    ['Shower', 'shower'],
    ['Wash hands', 'soap'],
    ['Wash face', 'splash'],
    ['Brush hair', 'comb'],
    ['Pyjamas', 'pyjamas'],
    ['Go to bed', 'moon'],
    ['Sleep', 'moon'],
    ['Make the bed', 'bed'],
    ['Bedtime story', 'story'],
    ['Read a book', 'book'],
    ['Tidy toys', 'toys'],
    ['Pack school bag', 'backpack'],
    ['Backpack', 'backpack'],
    ['Homework', 'pencil'],
    ['Drink water', 'cup'],
    ['Water the plants', 'plant'],
    ['Toilet', 'toilet'],
    ['Potty', 'toilet'],
    ['Coat', 'coat'],
    ['Vitamins', 'medicine'],
    ['Feed the dog', 'dog'],
  ])('D-STEP-PICTURE-1: “%s” shows the %s picture', (name, picture) => {
    expect(suggestStepPicture(name)).toBe(picture);
  });

  it('D-STEP-PICTURE-1: a name no word of which names a picture suggests none', () => {
    expect(suggestStepPicture('Something special')).toBeNull();
    expect(suggestStepPicture('')).toBeNull();
    expect(suggestStepPicture('   ')).toBeNull();
  });

  it('D-STEP-PICTURE-1: every picture it suggests is one of the built-in pictures', () => {
    for (const id of suggestablePictures()) expect(findTaskPicture(id), id).toBeDefined();
  });

  it('D-STEP-PICTURE-2: reads names in any case and with or without accents', () => {
    expect(suggestStepPicture('BRUSH TEETH')).toBe('toothbrush');
    expect(suggestStepPicture('brush  TEETH!')).toBe('toothbrush');
    expect(suggestStepPicture('Pyjamàs')).toBe('pyjamas');
  });

  it('D-STEP-PICTURE-2: matches whole words only, never a word inside another', () => {
    expect(suggestStepPicture('Bathroom')).toBe('toilet');
    expect(suggestStepPicture('Card for grandma')).toBeNull();
    expect(suggestStepPicture('Scatter')).toBeNull();
  });

  it.each([
    ['Brushing teeth', 'toothbrush'],
    ['Getting dressed', 'shirt'],
    ['Brush your teeth', 'toothbrush'],
    ['Put on your shoes', 'shoe'],
    ['Stories', 'story'],
    ['Tidied up', 'toys'],
    ['Swimming', 'swimsuit'],
    ['Lights out', 'lamp'],
    ['Reading', 'book'],
  ])('D-STEP-PICTURE-3: reads plurals, verb forms and little words: “%s” is %s', (name, picture) => {
    expect(suggestStepPicture(name)).toBe(picture);
  });

  it('D-STEP-PICTURE-4: the longest phrase wins over a word inside it', () => {
    expect(suggestStepPicture('Brush hair')).toBe('comb');
    expect(suggestStepPicture('Wash hair')).toBe('shower');
    expect(suggestStepPicture('Walk the dog')).toBe('dog');
  });

  it('D-STEP-PICTURE-4: a telling word beats a general one, and of two the first said wins', () => {
    expect(suggestStepPicture('Eat breakfast')).toBe('bowl');
    expect(suggestStepPicture('Put on pyjamas')).toBe('pyjamas');
    expect(suggestStepPicture('Coat and shoes')).toBe('coat');
    expect(suggestStepPicture('Shoes and coat')).toBe('shoe');
  });
});
