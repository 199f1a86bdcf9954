// The pictures of magic rewards on the board (ADR 0040). A magic reward is only a name and a cost, and a
// child of three cannot read the name, so the board shows a picture found from words in the name ("Ice
// cream after dinner" shows an ice cream), and a wrapped present when no word matches. The files are
// `/pictures/rewards/{id}.svg` (Fluent Emoji Flat, MIT, see public/pictures/rewards/README.md).

/** One reward picture: its id (also its file name), what it shows, and the words that choose it. */
export interface RewardPicture {
  readonly id: string;
  readonly label: string;
  /** Whole words or phrases of a reward's name that choose this picture, lower case. */
  readonly keywords: readonly string[];
}

/** Every reward picture, the specific before the general: the first whose keyword is in a name is its picture. */
export const REWARD_PICTURES = [
  {
    id: 'ice-cream',
    label: 'Ice cream',
    keywords: ['ice cream', 'ice-cream', 'icecream', 'gelato', 'ice lolly'],
  },
  { id: 'cake', label: 'Cake', keywords: ['cake', 'cupcake', 'dessert', 'pudding', 'muffin', 'bake'] },
  { id: 'sweets', label: 'Sweets', keywords: ['sweet', 'sweets', 'candy', 'lollipop', 'chocolate', 'treat'] },
  { id: 'cookie', label: 'Cookie', keywords: ['cookie', 'cookies', 'biscuit', 'biscuits', 'snack'] },
  { id: 'pancakes', label: 'Pancakes', keywords: ['pancake', 'pancakes', 'waffle', 'waffles', 'breakfast'] },
  { id: 'pizza', label: 'Pizza', keywords: ['pizza', 'takeaway', 'take-out', 'dinner out'] },
  {
    id: 'popcorn',
    label: 'Film night',
    keywords: ['movie', 'movies', 'film', 'cinema', 'popcorn', 'tv', 'cartoon'],
  },
  {
    id: 'game',
    label: 'Game',
    keywords: ['game', 'games', 'video game', 'console', 'tablet', 'screen', 'ipad'],
  },
  {
    id: 'story',
    label: 'Story',
    keywords: ['story', 'stories', 'book', 'books', 'read', 'reading', 'library'],
  },
  { id: 'bath', label: 'Bubble bath', keywords: ['bath', 'bubble', 'bubbles'] },
  { id: 'late', label: 'Stay up late', keywords: ['stay up', 'later', 'late', 'bedtime', 'sleepover'] },
  { id: 'fair', label: 'Fun fair', keywords: ['fair', 'funfair', 'fun fair', 'ride', 'rides', 'theme park'] },
  { id: 'park', label: 'Park', keywords: ['park', 'playground', 'slide', 'swings', 'outside'] },
  { id: 'ball', label: 'Ball game', keywords: ['ball', 'football', 'soccer', 'catch', 'sport'] },
  { id: 'swim', label: 'Swimming', keywords: ['swim', 'swimming', 'pool', 'beach', 'splash'] },
  { id: 'zoo', label: 'Zoo', keywords: ['zoo', 'animals', 'farm', 'safari'] },
  { id: 'camp', label: 'Camping', keywords: ['camp', 'camping', 'tent', 'den', 'fort'] },
  {
    id: 'paint',
    label: 'Arts and crafts',
    keywords: ['paint', 'painting', 'draw', 'drawing', 'craft', 'art'],
  },
  { id: 'music', label: 'Music', keywords: ['music', 'song', 'songs', 'dance', 'disco', 'sing'] },
  { id: 'puzzle', label: 'Puzzle', keywords: ['puzzle', 'jigsaw', 'lego', 'blocks', 'build'] },
  { id: 'teddy', label: 'Teddy', keywords: ['teddy', 'toy', 'toys', 'cuddly', 'doll'] },
  {
    id: 'balloon',
    label: 'Party',
    keywords: ['party', 'balloon', 'balloons', 'friend', 'friends', 'playdate'],
  },
  { id: 'bike', label: 'Bike ride', keywords: ['bike', 'bicycle', 'cycle', 'scooter'] },
  { id: 'trip', label: 'A trip', keywords: ['trip', 'day out', 'outing', 'drive', 'visit', 'adventure'] },
  { id: 'sticker', label: 'Sticker', keywords: ['sticker', 'stickers', 'star', 'stars', 'badge'] },
  {
    id: 'crown',
    label: 'Special day',
    keywords: ['choose', 'pick', 'choice', 'boss', 'king', 'queen', 'special'],
  },
  { id: 'gift', label: 'A present', keywords: ['present', 'gift', 'surprise', 'prize', 'toy shop'] },
] as const satisfies readonly RewardPicture[];

/** The id of a reward picture. */
export type RewardPictureId = (typeof REWARD_PICTURES)[number]['id'];

/** The picture of a reward whose name matches no word. */
export const DEFAULT_REWARD_PICTURE: RewardPictureId = 'gift';

function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .trim()} `;
}

/**
 * The picture of a magic reward (D-RPIC-1): the first picture of the catalogue with a keyword that is a
 * whole word or phrase of the name; the present when none matches.
 */
export function rewardPictureId(name: string): RewardPictureId {
  const text = normalise(name);
  const found = REWARD_PICTURES.find((picture) =>
    picture.keywords.some((keyword: string) => text.includes(` ${keyword} `)),
  );
  return found?.id ?? DEFAULT_REWARD_PICTURE;
}

/** The address the app serves a reward's picture at (public/pictures/rewards/). */
export function rewardPictureUrl(name: string): string {
  return `/pictures/rewards/${rewardPictureId(name)}.svg`;
}
