import type { User } from '../auth/current-user';

const unitNames = { celsius: 'Celsius (°C)', fahrenheit: 'Fahrenheit (°F)' } as const;

/** A date and time in the reader's own locale and zone, or 'Not recorded' when there is none. */
export function formatLastLogin(iso: string | null, locale?: string): string {
  if (!iso) return 'Not recorded';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Not recorded';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The parent's account as the server knows it. */
export function AccountDetails({ user }: { user: User }) {
  const rows = [
    { label: 'Name', value: `${user.firstName} ${user.lastName}`.trim() },
    { label: 'Email', value: user.email },
    { label: 'Country', value: user.country ?? 'Not set' },
    { label: 'Temperature unit', value: unitNames[user.preferredTempUnit] },
    { label: 'Last login', value: formatLastLogin(user.lastLoginAt) },
  ];

  return (
    <dl className="divide-y divide-ink/10 rounded-3xl bg-white px-6 shadow-soft">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 py-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="font-bold text-ink-soft">{row.label}</dt>
          <dd className="font-semibold break-words text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
