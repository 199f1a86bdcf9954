import type { ReactNode } from 'react';
import { usePageMeta } from './use-page-meta';

interface ParentPageProps {
  title: string;
  lede: string;
  children?: ReactNode;
}

/** Heading, document title and introduction shared by the parent app's screens. */
export function ParentPage({ title, lede, children }: ParentPageProps) {
  usePageMeta({ title });
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">{lede}</p>
      {children && <div className="mt-8">{children}</div>}
    </section>
  );
}
