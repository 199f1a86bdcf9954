// One-tap magic rewards for young children: small and soon, since a reward must come "somewhat
// immediately" to mean something to a 3- to 6-year-old; costs fit a few days of routines at 5 coins a step.

/** A suggested magic reward. */
export interface RewardSuggestion {
  name: string;
  pointCost: number;
}

/** The suggestions, cheapest first. */
export const REWARD_SUGGESTIONS: readonly RewardSuggestion[] = [
  { name: 'A sticker', pointCost: 10 },
  { name: 'Choose the bedtime story', pointCost: 15 },
  { name: 'Bubble bath with toys', pointCost: 20 },
  { name: 'Pick the dessert', pointCost: 25 },
  { name: '10 more minutes at the park', pointCost: 30 },
  { name: 'Stay up 15 minutes later', pointCost: 40 },
  { name: 'Pancake breakfast', pointCost: 50 },
];

/** The suggestions whose name the child's rewards do not have yet (case and spaces ignored). */
export function freshSuggestions(existingNames: readonly string[]): RewardSuggestion[] {
  const taken = new Set(existingNames.map((name) => name.trim().toLowerCase()));
  return REWARD_SUGGESTIONS.filter((suggestion) => !taken.has(suggestion.name.toLowerCase()));
}
