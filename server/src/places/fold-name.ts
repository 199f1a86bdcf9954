// Town names compared the way a parent types them: without accents or letter case ("zur" finds Zürich).

// Letters that Unicode does not decompose into a base letter and a mark.
const SPECIAL_LETTERS: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', æ: 'ae', œ: 'oe', ß: 'ss', ı: 'i' };

/** `name` in lower case, without accents, with runs of spaces made one. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđæœßı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}
