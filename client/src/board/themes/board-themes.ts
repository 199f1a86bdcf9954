// The board's three looks (ADR 0040): colours every board screen takes from the child's theme. Each pair
// of text and background here passes WCAG AA (checked by board-themes.test.ts); the pictures are our own
// (theme-art-*.tsx), with nothing from a film or a brand.
// Only the type from the enumerations: the board's first paint (ADR 0076) must not wait for the schema
// library they are written in. board-themes.test.ts holds this list and the default to theirs.
import type { Theme } from '@sync/schemas/enums';

/** The colours of a board theme, as CSS colours. */
export interface BoardTheme {
  id: Theme;
  /** What a parent reads in the settings. */
  name: string;
  /** One line that says what the pictures show. */
  description: string;
  /** The page's background, top to bottom; text sits on it (`text`, `textSoft`). */
  backdrop: readonly string[];
  /** Cards on the backdrop. */
  surface: string;
  /** A second, tinted card colour (a group inside a card, a coin tile's well). */
  surfaceTint: string;
  /** Main text, on the backdrop, the surface and the tint. */
  text: string;
  /** Quieter text (times, hints), on the same backgrounds. */
  textSoft: string;
  /** Big buttons and highlights, with `accentText` on them. */
  accent: string;
  accentText: string;
  /**
   * The countdown ring as time runs: plenty left, near the end, time is up (the full ring that says "all
   * the time is used", never a red); `timerTrack` is its empty part.
   */
  timer: { calm: string; nearEnd: string; done: string };
  timerTrack: string;
  /** A finished step or routine, with `doneText` on it. */
  done: string;
  doneText: string;
}

const THEMES: Record<Theme, BoardTheme> = {
  default: {
    id: 'default',
    name: 'Sunny day',
    description: 'A warm sun, soft hills and clouds.',
    backdrop: ['#e3f2ff', '#fff8ef', '#ffedd8'],
    surface: '#ffffff',
    surfaceTint: '#fff3e0',
    text: '#1f2340',
    textSoft: '#4a5070',
    accent: '#ff7847',
    accentText: '#1f2340',
    timer: { calm: '#2f8fd8', nearEnd: '#ffb020', done: '#24703e' },
    timerTrack: '#e8edf5',
    done: '#24703e',
    doneText: '#ffffff',
  },
  cars: {
    id: 'cars',
    name: 'Cars and roads',
    description: 'Friendly cars, a road and a traffic light.',
    backdrop: ['#d8efff', '#eef8ff', '#e4f5dc'],
    surface: '#ffffff',
    surfaceTint: '#f1f4f8',
    text: '#15223b',
    textSoft: '#44506a',
    accent: '#ffc83d',
    accentText: '#15223b',
    // Green while there is time, amber near the end, then the blue of a finish line: never a red light,
    // since time running out is no fault (D-TIMER-3).
    timer: { calm: '#22a447', nearEnd: '#ffb000', done: '#1f63c4' },
    timerTrack: '#e2e6ec',
    done: '#17803a',
    doneText: '#ffffff',
  },
  frozen: {
    id: 'frozen',
    name: 'Ice and snow',
    description: 'Snowy mountains, ice and snowflakes.',
    backdrop: ['#dff1ff', '#eef8ff', '#f7fbff'],
    surface: '#ffffff',
    surfaceTint: '#eaf4fd',
    text: '#0f2a4a',
    textSoft: '#3b5674',
    accent: '#2f6fd6',
    accentText: '#ffffff',
    timer: { calm: '#2488c8', nearEnd: '#9b7bea', done: '#137363' },
    timerTrack: '#dfe9f3',
    done: '#137363',
    doneText: '#ffffff',
  },
};

/** Every theme, in the order the settings offer them. */
export const BOARD_THEMES: readonly BoardTheme[] = Object.values(THEMES);

/** The theme of a child's `theme` field; an unknown or missing one is the default theme. */
export function boardThemeOf(theme: string | null | undefined): BoardTheme {
  return typeof theme === 'string' && Object.hasOwn(THEMES, theme) ? THEMES[theme as Theme] : THEMES.default;
}

/** The theme's colours as CSS custom properties, set on a board screen's root (`var(--board-text)`). */
export function themeStyle(theme: BoardTheme): Record<`--board-${string}`, string> {
  return {
    '--board-surface': theme.surface,
    '--board-surface-tint': theme.surfaceTint,
    '--board-text': theme.text,
    '--board-text-soft': theme.textSoft,
    '--board-accent': theme.accent,
    '--board-accent-text': theme.accentText,
    '--board-done': theme.done,
    '--board-done-text': theme.doneText,
    '--board-timer-calm': theme.timer.calm,
    '--board-timer-near-end': theme.timer.nearEnd,
    '--board-timer-done': theme.timer.done,
    '--board-timer-track': theme.timerTrack,
  };
}

/** The backdrop as a CSS background. */
export function backdropBackground(theme: BoardTheme): string {
  return `linear-gradient(to bottom, ${theme.backdrop.join(', ')})`;
}
