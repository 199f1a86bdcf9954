// The picture behind every board screen, in the child's theme. Decoration only: hidden from screen readers,
// never catching a tap, and standing still when the tablet asks for reduced motion (board-motion.css).
import type { ComponentType } from 'react';
import type { Theme } from '@sync/schemas/enums';
import '../board-motion.css';
import { backdropBackground, boardThemeOf } from './board-themes';
import { CarsArt } from './theme-art-cars';
import { DefaultArt } from './theme-art-default';
import { FrozenArt } from './theme-art-frozen';

const ART: Record<Theme, ComponentType> = { default: DefaultArt, cars: CarsArt, frozen: FrozenArt };

interface ThemeBackdropProps {
  /** The child's `theme`; an unknown one draws the default. */
  theme: string | null | undefined;
}

/**
 * A full-bleed layer behind a board screen's content: put it first inside a `relative isolate` container
 * (it sits at `-z-10`, under everything of that container and above nothing outside it).
 */
export function ThemeBackdrop({ theme }: ThemeBackdropProps) {
  const boardTheme = boardThemeOf(theme);
  const Art = ART[boardTheme.id];
  return (
    <div
      aria-hidden="true"
      data-theme={boardTheme.id}
      className="pointer-events-none fixed inset-0 -z-10 overflow-hidden select-none [container-type:size]"
      style={{ background: backdropBackground(boardTheme) }}
    >
      <Art />
    </div>
  );
}
