import type { ReactNode } from 'react';
import { usePageMeta } from '../ui/use-page-meta';
import { useBoardManifest } from './use-board-manifest';

interface BoardFrameProps {
  title: string;
  children: ReactNode;
}

/** Full-screen backdrop of every board screen: no site chrome, large type, nothing to scroll. */
export function BoardFrame({ title, children }: BoardFrameProps) {
  usePageMeta({ title });
  useBoardManifest();
  return (
    <main className="flex min-h-dvh flex-col bg-gradient-to-b from-sky-100 via-cream to-cream-deep p-4 select-none sm:p-8">
      {children}
    </main>
  );
}
