// A small preview of a theme for the board's settings and the parent's child profile: the theme's own
// picture in a card, its name and what it shows. The picture stands still here (no motion in a chooser).
import type { Theme } from '@sync/schemas/enums';
import '../board-motion.css';
import { backdropBackground, boardThemeOf } from './board-themes';
import { CarsArt } from './theme-art-cars';
import { DefaultArt } from './theme-art-default';
import { FrozenArt } from './theme-art-frozen';

const ART = { default: DefaultArt, cars: CarsArt, frozen: FrozenArt } satisfies Record<Theme, unknown>;

interface ThemeSwatchProps {
  theme: string | null | undefined;
  /** Shows the theme as the chosen one (a thick ring and a tick). */
  selected?: boolean;
  className?: string;
}

/**
 * A preview card of a theme, about 12 rem wide. Put it inside a button or label to make a chooser; the
 * picture is decoration, the name and description are its text.
 */
export function ThemeSwatch({ theme, selected = false, className = '' }: ThemeSwatchProps) {
  const boardTheme = boardThemeOf(theme);
  const Art = ART[boardTheme.id];
  return (
    <span
      data-theme={boardTheme.id}
      className={`flex w-48 flex-col overflow-hidden rounded-3xl bg-white text-left shadow-soft ${
        selected ? 'ring-4 ring-sky-700' : 'ring-1 ring-ink/15'
      } ${className}`}
    >
      {/* The picture is drawn at four times the size and scaled down: its sizes count in the container's
          units (cqmin), so it keeps a screen's proportions. */}
      <span
        aria-hidden="true"
        className="board-still relative block h-28 overflow-hidden"
        style={{ background: backdropBackground(boardTheme) }}
      >
        <span className="absolute top-0 left-0 block h-[400%] w-[400%] origin-top-left scale-25 [container-type:size]">
          <Art />
        </span>
      </span>
      <span className="flex flex-col gap-0.5 p-3" style={{ color: boardTheme.text }}>
        <span className="flex items-center gap-2 text-lg font-extrabold">
          {boardTheme.name}
          {selected && <span className="sr-only">(chosen)</span>}
        </span>
        <span className="text-sm font-semibold" style={{ color: boardTheme.textSoft }}>
          {boardTheme.description}
        </span>
      </span>
    </span>
  );
}
