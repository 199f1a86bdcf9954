import type { ReactNode } from 'react';
import { usePageMeta } from '../ui/use-page-meta';
import { boardThemeOf, themeStyle } from './themes/board-themes';
import { ThemeBackdrop } from './themes/theme-backdrop';
import { useBoardManifest } from './use-board-manifest';

interface BoardFrameProps {
  title: string;
  /** The child's theme (default, cars, frozen); the default one before a child is known. */
  theme?: string | null | undefined;
  children: ReactNode;
}

/** Full-screen backdrop of every board screen, in the child's theme: no site chrome, large type, no scroll. */
export function BoardFrame({ title, theme, children }: BoardFrameProps) {
  usePageMeta({ title });
  useBoardManifest();
  const boardTheme = boardThemeOf(theme);
  return (
    <main
      data-theme={boardTheme.id}
      style={themeStyle(boardTheme)}
      className="relative isolate flex min-h-dvh flex-col p-4 text-(--board-text) select-none sm:p-6"
    >
      <ThemeBackdrop theme={boardTheme.id} />
      {children}
    </main>
  );
}
