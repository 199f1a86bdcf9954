// The built-in pictures of routine tasks and chores. A child of three who cannot read yet follows a routine
// by its pictures, so every picture shows one everyday thing they know (a toothbrush, a bowl, a bed) rather
// than an abstract symbol. The id is what a routine task's `icon` (and a chore's `icon`) stores; the
// picture itself is `/pictures/tasks/{id}.svg`, drawn from the Fluent Emoji Flat set (MIT licence, see
// public/pictures/tasks/README.md). Ids never change once shipped: documents on offline boards keep them.

/** One built-in picture: its stored id, what a parent reads under it, and extra words that find it. */
export interface TaskPicture {
  /** Stored in a task's `icon`; lowercase letters and dashes, also the picture's file name. */
  readonly id: string;
  /** Short words for the picture, shown under it in the picker and read out as its name. */
  readonly label: string;
  /** Other words a parent might search with (synonyms, British and American spellings). */
  readonly keywords: readonly string[];
}

/**
 * Every built-in picture, in the order the picker shows them: getting up and washing, clothes, food,
 * school and going out, play and practice, helping at home, bedtime, then general ones.
 */
export const TASK_PICTURES = [
  // Getting up and washing.
  { id: 'sun', label: 'Wake up', keywords: ['morning', 'get up', 'sunrise', 'day'] },
  { id: 'alarm-clock', label: 'Alarm clock', keywords: ['alarm', 'clock', 'wake', 'time'] },
  { id: 'toilet', label: 'Toilet', keywords: ['potty', 'wee', 'pee', 'poo', 'loo', 'bathroom', 'nappy'] },
  { id: 'soap', label: 'Wash hands', keywords: ['hands', 'soap', 'clean', 'wash'] },
  { id: 'splash', label: 'Wash face', keywords: ['face', 'water', 'flannel', 'washcloth', 'clean'] },
  { id: 'toothbrush', label: 'Brush teeth', keywords: ['teeth', 'toothpaste', 'brush', 'dentist'] },
  { id: 'tooth', label: 'Floss teeth', keywords: ['floss', 'tooth', 'rinse', 'mouthwash', 'cup'] },
  { id: 'comb', label: 'Brush hair', keywords: ['hair', 'comb', 'hairbrush', 'ponytail', 'plait', 'braid'] },
  { id: 'shower', label: 'Shower', keywords: ['wash', 'hair wash', 'clean'] },
  { id: 'bath', label: 'Bath', keywords: ['bath time', 'bathtub', 'bubbles', 'wash'] },
  { id: 'lotion', label: 'Sunscreen', keywords: ['sun cream', 'suncream', 'lotion', 'cream', 'moisturiser'] },
  { id: 'nose', label: 'Blow nose', keywords: ['tissue', 'tissues', 'sneeze', 'cold'] },
  { id: 'medicine', label: 'Medicine', keywords: ['vitamins', 'pill', 'tablet', 'inhaler', 'drops'] },
  { id: 'glasses', label: 'Glasses', keywords: ['spectacles', 'eyes', 'hearing aid'] },

  // Clothes.
  { id: 'shirt', label: 'Get dressed', keywords: ['clothes', 't-shirt', 'top', 'uniform', 'dress'] },
  { id: 'underwear', label: 'Underwear', keywords: ['pants', 'knickers', 'briefs', 'potty'] },
  { id: 'trousers', label: 'Trousers', keywords: ['pants', 'jeans', 'leggings', 'clothes'] },
  { id: 'dress', label: 'Dress', keywords: ['skirt', 'clothes', 'get dressed'] },
  { id: 'socks', label: 'Socks', keywords: ['sock', 'feet'] },
  { id: 'shoe', label: 'Shoes', keywords: ['shoes', 'trainers', 'sneakers', 'laces'] },
  { id: 'boots', label: 'Boots', keywords: ['wellies', 'rain boots', 'wellington'] },
  { id: 'coat', label: 'Coat', keywords: ['jacket', 'coat', 'outside'] },
  { id: 'hat', label: 'Hat', keywords: ['cap', 'sun hat'] },
  { id: 'scarf', label: 'Scarf', keywords: ['winter', 'warm', 'cold'] },
  { id: 'gloves', label: 'Gloves', keywords: ['mittens', 'winter', 'warm'] },
  { id: 'umbrella', label: 'Umbrella', keywords: ['rain', 'raincoat', 'weather'] },
  { id: 'swimsuit', label: 'Swimming', keywords: ['swim', 'pool', 'swim bag', 'costume', 'goggles'] },

  // Food and drink.
  { id: 'bowl', label: 'Breakfast', keywords: ['cereal', 'porridge', 'oatmeal', 'eat', 'morning'] },
  { id: 'sandwich', label: 'Lunch', keywords: ['eat', 'meal', 'midday'] },
  { id: 'plate', label: 'Dinner', keywords: ['supper', 'tea', 'meal', 'eat', 'evening'] },
  { id: 'apple', label: 'Fruit', keywords: ['snack', 'apple', 'banana', 'healthy'] },
  { id: 'broccoli', label: 'Vegetables', keywords: ['veggies', 'greens', 'healthy', 'eat'] },
  { id: 'cup', label: 'Drink water', keywords: ['water', 'drink', 'cup', 'bottle', 'juice'] },
  { id: 'milk', label: 'Milk', keywords: ['drink', 'glass', 'bottle'] },
  { id: 'lunchbox', label: 'Lunchbox', keywords: ['packed lunch', 'snack box', 'pack lunch'] },
  { id: 'cooking', label: 'Help cook', keywords: ['cook', 'kitchen', 'bake', 'egg', 'pan'] },

  // School and going out.
  { id: 'backpack', label: 'School bag', keywords: ['backpack', 'bag', 'pack', 'rucksack', 'nursery'] },
  { id: 'school', label: 'School', keywords: ['nursery', 'kindergarten', 'preschool', 'class'] },
  { id: 'pencil', label: 'Homework', keywords: ['write', 'writing', 'study', 'spelling', 'pencil'] },
  { id: 'book', label: 'Read', keywords: ['book', 'reading', 'library'] },
  { id: 'car', label: 'Get in the car', keywords: ['car', 'drive', 'seat belt', 'car seat', 'trip'] },
  { id: 'bus', label: 'Bus', keywords: ['school bus', 'ride'] },
  { id: 'footprints', label: 'Walk', keywords: ['walking', 'walk to school', 'go out', 'steps'] },
  { id: 'bicycle', label: 'Bike', keywords: ['bicycle', 'cycle', 'ride', 'helmet'] },
  { id: 'scooter', label: 'Scooter', keywords: ['kick scooter', 'ride'] },

  // Play, practice and calm.
  { id: 'ball', label: 'Play outside', keywords: ['ball', 'football', 'soccer', 'garden', 'park', 'sport'] },
  { id: 'music', label: 'Music practice', keywords: ['music', 'sing', 'song', 'practice', 'instrument'] },
  { id: 'piano', label: 'Piano', keywords: ['keyboard', 'instrument', 'practice', 'music'] },
  { id: 'guitar', label: 'Guitar', keywords: ['instrument', 'practice', 'music'] },
  { id: 'violin', label: 'Violin', keywords: ['instrument', 'practice', 'music', 'strings'] },
  { id: 'paint', label: 'Drawing and painting', keywords: ['draw', 'paint', 'art', 'craft', 'crayons'] },
  { id: 'puzzle', label: 'Puzzle', keywords: ['quiet play', 'game', 'jigsaw', 'blocks'] },
  { id: 'screen', label: 'Screen time', keywords: ['tv', 'television', 'tablet', 'ipad', 'video'] },
  { id: 'stretch', label: 'Stretch and breathe', keywords: ['yoga', 'calm', 'quiet time', 'meditate'] },

  // Helping at home.
  { id: 'bed', label: 'Make bed', keywords: ['bed', 'duvet', 'pillow', 'bedroom'] },
  {
    id: 'toys',
    label: 'Tidy toys',
    keywords: ['toys', 'tidy', 'teddy', 'cuddle toy', 'playroom', 'clean up'],
  },
  { id: 'box', label: 'Put away', keywords: ['tidy', 'box', 'store', 'clean up'] },
  { id: 'laundry', label: 'Laundry', keywords: ['washing', 'dirty clothes', 'basket', 'hamper', 'fold'] },
  { id: 'cutlery', label: 'Set the table', keywords: ['table', 'lay the table', 'knife', 'fork', 'spoon'] },
  { id: 'sponge', label: 'Clear the table', keywords: ['dishes', 'plates', 'wipe', 'clean', 'dishwasher'] },
  { id: 'broom', label: 'Sweep', keywords: ['clean', 'tidy room', 'floor', 'hoover', 'vacuum'] },
  { id: 'bin', label: 'Take out the bin', keywords: ['rubbish', 'trash', 'garbage', 'waste'] },
  { id: 'recycle', label: 'Recycling', keywords: ['recycle', 'bottles', 'paper', 'bin'] },
  { id: 'dog', label: 'Feed the dog', keywords: ['dog', 'pet', 'walk the dog', 'puppy'] },
  { id: 'cat', label: 'Feed the cat', keywords: ['cat', 'pet', 'kitten', 'litter'] },
  { id: 'fish', label: 'Feed the fish', keywords: ['fish', 'pet', 'tank'] },
  { id: 'plant', label: 'Water plants', keywords: ['plants', 'flowers', 'garden', 'water'] },
  { id: 'home', label: 'Help at home', keywords: ['home', 'house', 'chores', 'jobs'] },

  // Bedtime.
  { id: 'pyjamas', label: 'Pyjamas', keywords: ['pajamas', 'pjs', 'nightwear', 'night clothes'] },
  { id: 'story', label: 'Bedtime story', keywords: ['story', 'books', 'read together'] },
  { id: 'lamp', label: 'Lights out', keywords: ['light', 'lamp', 'night light', 'switch off'] },
  { id: 'moon', label: 'Sleep', keywords: ['night', 'bedtime', 'go to bed', 'sleep'] },

  // General.
  { id: 'hug', label: 'Hug', keywords: ['cuddle', 'goodbye', 'love', 'kiss', 'family'] },
  { id: 'wave', label: 'Say goodbye', keywords: ['wave', 'bye', 'hello', 'good morning'] },
  { id: 'heart', label: 'Be kind', keywords: ['kind', 'love', 'thank you', 'help', 'share'] },
  { id: 'calendar', label: 'Calendar', keywords: ['day', 'date', 'plan', 'week', 'schedule'] },
  { id: 'timer', label: 'Timer', keywords: ['wait', 'time', 'clock', 'countdown'] },
  { id: 'check', label: 'Check list', keywords: ['done', 'finished', 'tick', 'list'] },
  { id: 'star', label: 'Star', keywords: ['reward', 'well done', 'bonus', 'special'] },
] as const satisfies readonly TaskPicture[];

/** The id of a built-in picture. */
export type TaskPictureId = (typeof TASK_PICTURES)[number]['id'];

/** The picture a new task starts with, and the one shown for an id this version does not know. */
export const DEFAULT_TASK_PICTURE: TaskPictureId = 'star';

const byId = new Map<string, TaskPicture>(TASK_PICTURES.map((picture) => [picture.id, picture]));

/** The built-in picture with this id, or undefined (a picture from a later version, or made up elsewhere). */
export function findTaskPicture(id: string): TaskPicture | undefined {
  return byId.get(id);
}

/**
 * The picture to show for a stored `icon`: the built-in one with that id, else the default, so that an
 * unknown id (from a newer version or older data) still shows something friendly.
 */
export function taskPictureFor(id: string): TaskPicture {
  return byId.get(id) ?? (byId.get(DEFAULT_TASK_PICTURE) as TaskPicture);
}

/** The address the app serves a picture at (public/pictures/tasks/). */
export function taskPictureUrl(id: string): string {
  return `/pictures/tasks/${taskPictureFor(id).id}.svg`;
}

function normalise(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

/**
 * The pictures that match what a parent typed, best first: labels that start with the words before
 * labels that contain them, then keyword matches. Every word typed must match. An empty query gives all
 * pictures in catalogue order.
 */
export function searchTaskPictures(query: string): TaskPicture[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...TASK_PICTURES];
  const scored: { picture: TaskPicture; score: number; index: number }[] = [];
  TASK_PICTURES.forEach((picture, index) => {
    const label = normalise(picture.label);
    const keywords = picture.keywords.map(normalise);
    let score = 0;
    for (const word of words) {
      if (label.startsWith(word) || label.includes(` ${word}`)) score += 3;
      else if (label.includes(word)) score += 2;
      else if (keywords.some((keyword) => keyword.includes(word))) score += 1;
      else return;
    }
    scored.push({ picture, score, index });
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.map((entry) => entry.picture);
}
