import type { ReactNode } from 'react';

interface RewardCardProps {
  /** The heading's id, which names the card for assistive technology. */
  id: string;
  title: string;
  /** One line under the heading saying what the card is for. */
  lede?: string;
  children: ReactNode;
}

/** One white card of the Rewards section, a titled region. */
export function RewardCard({ id, title, lede, children }: RewardCardProps) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-soft sm:p-6">
      <h2 id={id} className="text-xl font-extrabold">
        {title}
      </h2>
      {lede && <p className="mt-1 text-ink-soft">{lede}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
