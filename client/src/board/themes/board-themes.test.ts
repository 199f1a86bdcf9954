import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, themeSchema } from '@sync/schemas/enums';
import { BOARD_THEMES, boardThemeOf } from './board-themes';
import { contrastRatio } from './contrast';

// WCAG AA: 4.5:1 for text; 3:1 for shapes against what is next to them (1.4.11). The countdown ring's
// size tells the time left and its colour only adds to it (1.4.1), so its near-end colour, a warm amber or
// lilac, may be lighter; it must still differ from the calm and done colours.
const TEXT = 4.5;
const SHAPE = 3;
const NEAR_END = 1.8;

/** The hue of a `#rrggbb` colour, 0 to 360 degrees (red is near 0 and 360). */
function hueOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const range = max - Math.min(r, g, b);
  if (range === 0) return 0;
  const sector =
    max === r ? ((g - b) / range + 6) % 6 : max === g ? (b - r) / range + 2 : (r - g) / range + 4;
  return sector * 60;
}

describe('board themes', () => {
  it('offers default, cars and frozen, in that order', () => {
    expect(BOARD_THEMES.map((theme) => theme.id)).toEqual(['default', 'cars', 'frozen']);
  });

  it("has exactly the enumeration's themes and falls back on its default theme", () => {
    expect(BOARD_THEMES.map((theme) => theme.id)).toEqual(themeSchema.options);
    expect(boardThemeOf(undefined).id).toBe(DEFAULT_THEME);
    expect(boardThemeOf('toString').id).toBe(DEFAULT_THEME);
    expect(boardThemeOf('cars').id).toBe('cars');
  });

  it('falls back to the default theme for an unknown or missing theme', () => {
    expect(boardThemeOf('cars').id).toBe('cars');
    expect(boardThemeOf('space').id).toBe('default');
    expect(boardThemeOf(undefined).id).toBe('default');
  });

  it.each(BOARD_THEMES.map((theme) => [theme.id, theme] as const))(
    'keeps every text of the %s theme readable (WCAG AA)',
    (_, theme) => {
      for (const background of [...theme.backdrop, theme.surface, theme.surfaceTint]) {
        expect(contrastRatio(theme.text, background), `text on ${background}`).toBeGreaterThanOrEqual(TEXT);
        expect(
          contrastRatio(theme.textSoft, background),
          `soft text on ${background}`,
        ).toBeGreaterThanOrEqual(TEXT);
      }
      expect(contrastRatio(theme.accentText, theme.accent)).toBeGreaterThanOrEqual(TEXT);
      expect(contrastRatio(theme.doneText, theme.done)).toBeGreaterThanOrEqual(TEXT);
    },
  );

  it.each(BOARD_THEMES.map((theme) => [theme.id, theme] as const))(
    'draws the %s countdown ring so it stands out from its track and the card',
    (_, theme) => {
      expect(contrastRatio(theme.timer.calm, theme.surface)).toBeGreaterThanOrEqual(SHAPE);
      expect(contrastRatio(theme.timer.done, theme.surface)).toBeGreaterThanOrEqual(SHAPE);
      expect(contrastRatio(theme.timer.nearEnd, theme.surface)).toBeGreaterThanOrEqual(NEAR_END);
      expect(contrastRatio(theme.done, theme.surface)).toBeGreaterThanOrEqual(SHAPE);
      expect(new Set(Object.values(theme.timer)).size).toBe(3);
    },
  );

  it.each(BOARD_THEMES.map((theme) => [theme.id, theme] as const))(
    'never colours the %s ring red when time is up: running out is no fault (D-TIMER-3)',
    (_, theme) => {
      const hue = hueOf(theme.timer.done);
      expect(hue > 40 && hue < 320, `hue ${hue} of ${theme.timer.done}`).toBe(true);
    },
  );
});
