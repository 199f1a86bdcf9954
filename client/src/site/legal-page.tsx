import type { ReactNode } from 'react';

interface LegalPageProps {
  title: string;
  lastUpdated: string;
  children: ReactNode;
}

/** Shared frame of the privacy policy and the terms: a readable column on a white sheet. */
export function LegalPage({ title, lastUpdated, children }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-20">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-3 font-semibold text-ink-soft">Last updated {lastUpdated}</p>
      </header>
      <div className="mt-10 space-y-5 rounded-3xl bg-white p-6 text-lg leading-relaxed text-ink-soft shadow-soft sm:p-10 [&_a]:font-bold [&_a]:text-sunrise-700 [&_a]:underline [&_a]:underline-offset-4 [&_h2]:pt-3 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:text-ink [&_h3]:pt-1 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink [&_li]:ml-6 [&_li]:list-disc">
        {children}
      </div>
    </article>
  );
}
