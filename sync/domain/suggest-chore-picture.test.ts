import { describe, expect, it } from 'vitest';
import { suggestChorePicture } from './suggest-chore-picture';

describe('the picture suggested for a chore', () => {
  it("is the picture whose name matches the chore's", () => {
    expect(suggestChorePicture('Feed the cat')).toBe('cat');
    expect(suggestChorePicture('Make bed')).toBe('bed');
  });

  it('D-STEP-PICTURE-1: reads a name as a routine step’s is read first', () => {
    expect(suggestChorePicture('Wash hands before dinner')).toBe('soap');
    expect(suggestChorePicture('Tidying the toys')).toBe('toys');
  });

  it('falls back to the longest word that matches a picture', () => {
    expect(suggestChorePicture('Take out the recycling')).toBe('recycle');
  });

  it('is the home picture when nothing matches, or for no name yet', () => {
    expect(suggestChorePicture('Zzzz qqq')).toBe('home');
    expect(suggestChorePicture('')).toBe('home');
  });
});
