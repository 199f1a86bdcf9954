import { describe, expect, it } from 'vitest';
import { REWARD_PICTURES, rewardPictureId, rewardPictureUrl } from './reward-pictures';

describe('reward pictures', () => {
  it('D-RPIC-1: finds the picture from a word of the name, in any case and with punctuation', () => {
    expect(rewardPictureId('Ice cream')).toBe('ice-cream');
    expect(rewardPictureId('ICE CREAM after dinner!')).toBe('ice-cream');
    expect(rewardPictureId('Trip to the zoo')).toBe('zoo');
    expect(rewardPictureId('Pick the movie')).toBe('popcorn');
    expect(rewardPictureId('Extra bedtime story')).toBe('story');
  });

  it('D-RPIC-1: matches whole words only, the specific picture before the general one', () => {
    // "start" holds "star", "park" is inside "sparkly": neither is a word of the name.
    expect(rewardPictureId('A sparkly start')).toBe('gift');
    // The fun fair comes before the park, the zoo before a trip, the dessert before "pick".
    expect(rewardPictureId('Theme park day')).toBe('fair');
    expect(rewardPictureId('Stay up 15 minutes later')).toBe('late');
    expect(rewardPictureId('Pick the dessert')).toBe('cake');
  });

  it('D-RPIC-1: shows a present for a name no picture knows', () => {
    expect(rewardPictureId('Xylophone')).toBe('gift');
    expect(rewardPictureUrl('')).toBe('/pictures/rewards/gift.svg');
  });

  it('D-RPIC-1: the rewards the parent app suggests each have a picture of their own', () => {
    const suggested = ['A sticker', 'Choose the bedtime story', 'Bubble bath with toys', 'Pick the dessert'];
    expect(suggested.map(rewardPictureId)).toEqual(['sticker', 'story', 'bath', 'cake']);
    expect(rewardPictureId('10 more minutes at the park')).toBe('park');
    expect(rewardPictureId('Pancake breakfast')).toBe('pancakes');
  });

  it('D-RPIC-1: ids are unique file names and keywords are lower case', () => {
    const ids = REWARD_PICTURES.map((picture) => picture.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const picture of REWARD_PICTURES) {
      expect(picture.id).toMatch(/^[a-z-]+$/);
      for (const keyword of picture.keywords) expect(keyword).toBe(keyword.toLowerCase());
    }
  });
});
