// The burst of a celebration: stars, coins and confetti flying out from the middle and fading. Positions
// come from the piece's index, not from chance, so the burst is the same each time (and in a screenshot).
import type { CSSProperties } from 'react';

const COLOURS = ['#ffc83d', '#ff7847', '#6cb8f5', '#62c483', '#b48cf2', '#ff8fb1'];

function Piece({ index }: { index: number }) {
  const shape = index % 3;
  const colour = COLOURS[index % COLOURS.length];
  if (shape === 0) {
    return (
      <svg viewBox="0 0 24 24" className="size-10">
        <path d="M12 2l3 6.3 7 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 7-1z" fill={colour} />
      </svg>
    );
  }
  if (shape === 1) {
    return (
      <svg viewBox="0 0 24 24" className="size-9">
        <circle cx="12" cy="12" r="10" fill="#ffd166" stroke="#e0a100" strokeWidth="3" />
      </svg>
    );
  }
  return <span className="block h-5 w-3 rounded-sm" style={{ background: colour }} />;
}

/** `pieces` pieces thrown evenly around the circle, at two distances. */
export function CelebrationBurst({ pieces }: { pieces: number }) {
  return (
    <div aria-hidden="true" className="absolute inset-0 grid place-items-center">
      {Array.from({ length: pieces }, (_, index) => {
        const angle = (index / pieces) * 2 * Math.PI;
        const reach = index % 2 === 0 ? 42 : 30;
        const style = {
          '--dx': `${Math.cos(angle) * reach}vmin`,
          '--dy': `${Math.sin(angle) * reach}vmin`,
          '--turn': `${(index % 2 === 0 ? 1 : -1) * (180 + index * 20)}deg`,
          animationDelay: `${(index % 4) * 60}ms`,
        } as CSSProperties;
        return (
          <span key={index} className="board-burst-piece absolute opacity-0" style={style}>
            <Piece index={index} />
          </span>
        );
      })}
    </div>
  );
}
