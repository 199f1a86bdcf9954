// Typos in a parent's question ("brushng", "vegatables"): a word the guide does not know is read as the
// known word one edit away (two for long words), so a slip of the thumb still finds its topic.

/** The edit distance of `a` and `b` (insert, delete, replace, swap two neighbours), or `limit + 1` past it. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_value, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** How many edits a word of this length may have: none under five letters, one up to eight, then two. */
export function editsAllowed(word: string): number {
  if (word.length < 5) return 0;
  return word.length <= 8 ? 1 : 2;
}

/**
 * `word` when `known` has it; else the known word fewest edits away within `editsAllowed` (the first of
 * equals in `known`'s order, so the answer never depends on chance); else `word` unchanged.
 */
export function closestWord(word: string, known: ReadonlySet<string>): string {
  if (known.has(word)) return word;
  const limit = editsAllowed(word);
  if (limit === 0) return word;
  let best = word;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    const distance = editDistance(word, candidate, bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      if (distance === 1) break;
    }
  }
  return best;
}
