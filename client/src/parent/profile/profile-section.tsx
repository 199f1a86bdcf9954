import { useId, type ReactNode } from 'react';

interface ProfileSectionProps {
  title: string;
  description?: ReactNode;
  tone?: 'plain' | 'danger';
  children: ReactNode;
}

/** One card of the profile screen, named by its heading. */
export function ProfileSection({ title, description, tone = 'plain', children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-3xl p-5 shadow-soft sm:p-8 ${
        tone === 'danger' ? 'bg-sunrise-100 ring-2 ring-sunrise-700/40' : 'bg-white'
      }`}
    >
      <h2 id={headingId} className="text-xl font-extrabold">
        {title}
      </h2>
      {description && <div className="mt-2 text-ink-soft">{description}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
