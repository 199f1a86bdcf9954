// A number of coins as countable tiles (coin-tiles.ts): coins, stacks of ten, bags of a hundred. One
// picture for the screen reader ("12 coins"); each tile pops in after the one before when `animate`.
import type { CSSProperties } from 'react';
import { coinTiles } from './coin-tiles';
import { CoinPicture } from '../../ui/coin-picture';
import { HundredBagPicture, TenStackPicture } from './coin-pictures';

interface CoinTileRowProps {
  count: number;
  /** What the screen reader hears; "{count} coins" unless given; "" when words beside it say it already. */
  label?: string;
  size?: 'md' | 'lg';
  /** Hollow coins: the ones still to earn. */
  hollow?: boolean;
  /** Tiles pop in one after another (never with reduced motion: board-motion.css). */
  animate?: boolean;
  className?: string;
}

const SIZES = {
  md: { coin: 'size-8', ten: 'h-11 w-7', hundred: 'h-11 w-9' },
  lg: { coin: 'size-12', ten: 'h-16 w-10', hundred: 'h-16 w-14' },
};

/** A row (wrapping) of coin tiles. */
export function CoinTileRow({
  count,
  label,
  size = 'lg',
  hollow = false,
  animate = false,
  className = '',
}: CoinTileRowProps) {
  const tiles = coinTiles(count);
  const sizes = SIZES[size];
  const kinds = [
    ...Array.from({ length: tiles.hundreds }, () => 'hundred' as const),
    ...Array.from({ length: tiles.tens }, () => 'ten' as const),
    ...Array.from({ length: tiles.ones }, () => 'one' as const),
  ];
  const spoken = label ?? `${count} ${count === 1 ? 'coin' : 'coins'}`;
  return (
    <span
      {...(spoken === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': spoken })}
      className={`flex flex-wrap items-end gap-1 ${className}`}
    >
      {kinds.map((kind, index) => {
        const style: CSSProperties | undefined = animate ? { animationDelay: `${index * 70}ms` } : undefined;
        const pop = animate ? 'board-pop' : '';
        return (
          <span key={index} className={`inline-flex ${pop}`} style={style}>
            {kind === 'hundred' && <HundredBagPicture className={sizes.hundred} />}
            {kind === 'ten' && <TenStackPicture className={sizes.ten} />}
            {kind === 'one' && <CoinPicture className={sizes.coin} hollow={hollow} />}
          </span>
        );
      })}
    </span>
  );
}
