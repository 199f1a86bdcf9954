// A short, joyful moment after a step, a routine, a milestone or a redeemed reward (ADR 0040): a burst of
// stars, coins and confetti and the coins earned popping in as tiles. About two seconds, gone at a tap
// anywhere, and never in the way: it catches no tap, so the tap that dismisses it still reaches the board.
// With reduced motion it is the same card standing still, with no burst.
import { useEffect, useRef } from 'react';
import type { Milestone } from '@sync/domain/milestones';
import { useMediaQuery } from '../ui/use-media-query';
import './board-motion.css';
import { CelebrationBurst } from './rewards/celebration-burst';
import { CoinTileRow } from './rewards/coin-tile-row';
import { StarPicture, TreasurePicture } from './rewards/treasure-pictures';

/** What is celebrated. */
export type CelebrationKind = 'step' | 'routine' | 'milestone' | 'redeem';

interface CelebrationProps {
  kind: CelebrationKind;
  /** Coins earned (step, routine) or spent (redeem), shown as tiles; none when absent or 0. */
  coins?: number;
  /** The milestone reached, for `milestone`. */
  milestone?: Milestone;
  /** A picture to show (the redeemed reward's), as an image address. */
  picture?: string;
  /** The words under the picture; each kind has its own when absent. */
  title?: string;
  /** Called once, when it ends by itself or at a tap. */
  onDone: () => void;
  /** How long it stays; 2 s, a milestone 3 s. */
  durationMs?: number;
}

function defaultTitle(kind: CelebrationKind, milestone: Milestone | undefined): string {
  if (kind === 'milestone' && milestone) {
    return milestone.kind === 'coins'
      ? `${milestone.threshold} coins! A new treasure!`
      : `${milestone.threshold} days in a row! A new treasure!`;
  }
  if (kind === 'routine') return 'All done! Well done!';
  if (kind === 'redeem') return 'Enjoy it!';
  return 'Well done!';
}

/** The celebration overlay; render it while it should show, and drop it in `onDone`. */
export function Celebration({
  kind,
  coins = 0,
  milestone,
  picture,
  title,
  onDone,
  durationMs,
}: CelebrationProps) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      done.current();
    };
    const timer = window.setTimeout(finish, durationMs ?? (kind === 'milestone' ? 3000 : 2000));
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && finish();
    // Capture, and no preventDefault: the tap ends the celebration and still does what it was for.
    document.addEventListener('pointerdown', finish, { capture: true });
    document.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', finish, { capture: true });
      document.removeEventListener('keydown', onKey);
    };
  }, [kind, durationMs]);

  const words = title ?? defaultTitle(kind, milestone);
  const spoken =
    coins > 0 && kind !== 'redeem'
      ? `${words} You earned ${coins} ${coins === 1 ? 'coin' : 'coins'}.`
      : words;
  return (
    <div
      data-testid="celebration"
      data-kind={kind}
      className="pointer-events-none fixed inset-0 z-50 grid place-items-center overflow-hidden p-4"
    >
      <p role="status" className="sr-only">
        {spoken}
      </p>
      {!reduced && <CelebrationBurst pieces={kind === 'milestone' ? 28 : kind === 'step' ? 12 : 20} />}
      <div
        aria-hidden="true"
        className="board-rise flex max-w-[min(36rem,90vw)] flex-col items-center gap-4 rounded-[2.5rem] bg-white/95 px-10 py-8 text-center text-ink shadow-soft ring-4 ring-sun-400"
      >
        {kind === 'milestone' &&
          (milestone?.kind === 'streak' ? (
            <StarPicture className="board-pop size-32" />
          ) : (
            <TreasurePicture className="board-pop h-28 w-32" />
          ))}
        {picture !== undefined && <img src={picture} alt="" className="board-pop size-32 object-contain" />}
        <p className="text-4xl font-black sm:text-5xl">{words}</p>
        {coins > 0 && (
          <p className="flex flex-wrap items-center justify-center gap-3">
            <span className="text-4xl font-black tabular-nums">
              {kind === 'redeem' ? `−${coins}` : `+${coins}`}
            </span>
            <CoinTileRow count={coins} animate={!reduced} className="justify-center" />
          </p>
        )}
      </div>
    </div>
  );
}
