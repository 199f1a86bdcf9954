// Stars, stickers and treasures (D-ACHIEVE-1…3): each a picture, a number, and a few of the things themselves.
import type { ReactNode } from 'react';
import type { BoardAchievements } from '@sync/domain/board-achievements';
import type { Milestone } from '@sync/domain/milestones';
import { BOARD_CARD } from './board-card';
import { StarPicture, StickerPicture, TreasurePicture } from './treasure-pictures';

/** Things of a kind shown one by one, up to this many; the number says the rest. */
const SHOWN = 7;

function Collection({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  return (
    <li className="flex min-w-0 flex-col items-center gap-1 rounded-3xl bg-(--board-surface-tint) p-2 text-center sm:p-3">
      <span className="flex min-h-12 flex-wrap items-center justify-center gap-0.5">{children}</span>
      <span className="text-3xl font-black tabular-nums">{count}</span>
      <span className="text-base font-bold text-(--board-text-soft)">{label}</span>
    </li>
  );
}

function treasureName(milestone: Milestone): string {
  return milestone.kind === 'coins' ? `${milestone.threshold} coins` : `${milestone.threshold} days in a row`;
}

/** The child's stars, stickers and treasures. */
export function AchievementsCard({ achievements }: { achievements: BoardAchievements }) {
  const { stars, stickers, treasures } = achievements;
  const few = (count: number) => Array.from({ length: Math.min(count, SHOWN) }, (_, index) => index);
  return (
    <section aria-label="My stars, stickers and treasures" className={`${BOARD_CARD} last:col-span-2`}>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3">
        <Collection label={stars === 1 ? 'day in a row' : 'days in a row'} count={stars}>
          {stars === 0 ? (
            <StarPicture dim className="size-9" />
          ) : (
            few(stars).map((i) => <StarPicture key={i} className="size-8" />)
          )}
        </Collection>
        <Collection label={stickers === 1 ? 'sticker this week' : 'stickers this week'} count={stickers}>
          {stickers === 0 ? (
            <StickerPicture className="size-9 opacity-40" />
          ) : (
            few(stickers).map((i) => <StickerPicture key={i} hue={i} className="size-8" />)
          )}
        </Collection>
        <Collection label={treasures.length === 1 ? 'treasure' : 'treasures'} count={treasures.length}>
          {treasures.length === 0 ? (
            <TreasurePicture className="h-10 w-11 opacity-40" />
          ) : (
            treasures.slice(-3).map((milestone) => (
              <span key={`${milestone.kind}-${milestone.threshold}`} title={treasureName(milestone)}>
                <TreasurePicture className="h-9 w-10" />
              </span>
            ))
          )}
        </Collection>
      </ul>
    </section>
  );
}
