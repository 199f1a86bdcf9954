export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-bold ' +
  'transition duration-150 active:translate-y-px disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  // Ink text on sunrise keeps 5.9:1 contrast; white text on the same orange would fail AA.
  primary: 'bg-sunrise-500 text-ink shadow-lift hover:bg-sunrise-400',
  secondary: 'bg-white text-ink ring-2 ring-ink/15 hover:ring-ink/35',
  quiet: 'text-ink underline-offset-4 hover:underline',
};

/** Class list shared by real buttons and links that look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
