import type { ReactNode } from 'react';

interface PageIntroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The opening heading block of a marketing page. */
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <header className="mx-auto max-w-3xl px-4 pt-12 pb-10 text-center sm:pt-20">
      {eyebrow && (
        <p className="mb-4 inline-block rounded-full bg-sun-200 px-4 py-1 text-sm font-bold text-ink">
          {eyebrow}
        </p>
      )}
      <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
      {children && <div className="mt-5 text-lg text-pretty text-ink-soft sm:text-xl">{children}</div>}
    </header>
  );
}
