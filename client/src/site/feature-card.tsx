import type { ReactNode } from 'react';
import { Icon, type IconName } from '../ui/icon';

export type CardTone = 'sunrise' | 'sky' | 'leaf' | 'sun';

const toneClasses: Record<CardTone, { card: string; icon: string }> = {
  sunrise: { card: 'bg-sunrise-100', icon: 'text-sunrise-700' },
  sky: { card: 'bg-sky-100', icon: 'text-sky-700' },
  leaf: { card: 'bg-leaf-100', icon: 'text-leaf-700' },
  sun: { card: 'bg-sun-200', icon: 'text-sunrise-700' },
};

interface FeatureCardProps {
  title: string;
  tone: CardTone;
  icon: IconName;
  children: ReactNode;
}

export function FeatureCard({ title, tone, icon, children }: FeatureCardProps) {
  const classes = toneClasses[tone];
  return (
    <article className={`rounded-3xl p-6 sm:p-7 ${classes.card}`}>
      <span className={`grid size-12 place-items-center rounded-2xl bg-white shadow-lift ${classes.icon}`}>
        <Icon name={icon} />
      </span>
      <h3 className="mt-5 text-xl font-extrabold">{title}</h3>
      <div className="mt-2 text-ink-soft">{children}</div>
    </article>
  );
}
