import { useNow } from '../lib/use-now';

/** The six digits, grouped 3 + 3 and large enough to read across a kitchen; read out digit by digit. */
export function PairingCodeDigits({ digits }: { digits: string }) {
  const groups = [digits.slice(0, 3), digits.slice(3)];
  return (
    <p className="my-4 flex items-center justify-center gap-[0.35em] font-black leading-none tabular-nums text-[clamp(3.5rem,7vw,8rem)] portrait:text-[clamp(3.5rem,12vw,8rem)]">
      <span className="sr-only">Pairing code: {digits.split('').join(' ')}</span>
      {groups.map((group, index) => (
        <span key={index} aria-hidden="true" className="flex gap-[0.08em]">
          {group.split('').map((digit, position) => (
            <span
              key={position}
              className="rounded-[0.18em] bg-cream px-[0.1em] py-[0.06em] text-ink shadow-lift"
            >
              {digit}
            </span>
          ))}
        </span>
      ))}
    </p>
  );
}

/** "New code in 9:41": how long the code on screen lasts; a new one replaces it by itself. */
export function CodeCountdown({ expiresAt }: { expiresAt: number }) {
  const now = useNow(1000);
  const seconds = Math.max(0, Math.ceil((expiresAt - now.getTime()) / 1000));
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className="text-lg text-ink-soft sm:text-xl">
      A new code appears by itself in <span className="font-bold tabular-nums text-ink">{clock}</span>
    </p>
  );
}
