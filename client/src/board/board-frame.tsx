import type { ReactNode } from 'react';
import { usePageMeta } from '../ui/use-page-meta';
import { boardThemeOf, themeStyle } from './themes/board-themes';
import { ThemeBackdrop } from './themes/theme-backdrop';
import { useBoardManifest } from './use-board-manifest';

interface BoardFrameProps {
  title: string;
  /** The child's theme (default, cars, frozen); the default one before a child is known. */
  theme?: string | null | undefined;
  /** Exactly the screen's height (the board: nothing scrolls); otherwise at least the screen's height. */
  fit?: boolean;
  children: ReactNode;
}

/** Full-screen backdrop of every board screen, in the child's theme: no site chrome, large type, no scroll. */
export function BoardFrame({ title, theme, fit = false, children }: BoardFrameProps) {
  usePageMeta({ title });
  useBoardManifest();
  const boardTheme = boardThemeOf(theme);
  return (
    <main
      data-theme={boardTheme.id}
      style={themeStyle(boardTheme)}
      className={`relative isolate flex flex-col p-4 text-(--board-text) select-none sm:p-6 ${fit ? 'h-dvh overflow-hidden' : 'min-h-dvh'}`}
    >
      <ThemeBackdrop theme={boardTheme.id} />
      {children}
    </main>
  );
}
