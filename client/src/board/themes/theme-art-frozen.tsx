// The frozen theme's picture: snowy mountains, snowy pine trees, ice crystals and falling snowflakes. Ice
// and snow only, nothing from a film.
import type { CSSProperties } from 'react';
import { Snowflake, ThemeCorner, ThemeGround } from './theme-art-shared';

// The falling flakes keep to the screen's margins, the board's padding (board-frame.tsx: p-4, sm:p-6) where
// no word ever goes (ADR 0097): which side, how far down they stand while motion is reduced (% of the
// screen, below the header, so none stands beside the date like a letter), whether a flake is a small one,
// and how far into their fall they start (s). Fixed, so the picture is the same on every visit.
const FLAKES = [
  { side: 'left', top: 40, small: false, delay: 0 },
  { side: 'left', top: 56, small: true, delay: 7 },
  { side: 'left', top: 72, small: false, delay: 12 },
  { side: 'left', top: 88, small: true, delay: 3 },
  { side: 'right', top: 46, small: true, delay: 10 },
  { side: 'right', top: 62, small: false, delay: 1 },
  { side: 'right', top: 80, small: true, delay: 15 },
] as const;

// 0.125rem in from the edge, at most 0.75rem wide in the 1rem margin and 1.25rem in the 1.5rem one.
const SIDE = { left: 'left-0.5', right: 'right-0.5' } as const;
const SIZE = { small: 'w-2.5 sm:w-4', large: 'w-3 sm:w-5' } as const;

// Small flakes beside the big one in the corner: left and top, % of the corner's box.
const CORNER_FLAKES = [
  { left: 12, top: 62, size: 18 },
  { left: 40, top: 82, size: 11 },
] as const;

function Pine({ x, scale }: { x: number; scale: number }) {
  return (
    <g transform={`translate(${x} 300) scale(${scale})`}>
      <rect x="-8" y="-30" width="16" height="30" fill="#6b4f3a" />
      <path d="M0-190l56 80h-26l44 60H-74l44-60h-26z" fill="#2f7a6b" />
      <path d="M0-190l24 34q-12 8-24 0-12 8-24 0zM-30-110q30 14 60 0l14 20q-44 16-88 0z" fill="#ffffff" />
    </g>
  );
}

// The peaks of the range and the slopes either side (x per unit of height), so each cap sits on its peak.
const PEAKS = [
  { x: 260, y: 90, left: 1.24, right: 1.54 },
  { x: 760, y: 40, left: 1.67, right: 1.5 },
  { x: 1300, y: 100, left: 1.71, right: 1.5 },
];

function snowCap({ x, y, left, right }: (typeof PEAKS)[number]): string {
  const h = 52;
  return `M${x} ${y}L${x + right * h} ${y + h}l-30-10-22 16-20-14-24 12L${x - left * h} ${y + h}z`;
}

function Mountains() {
  return (
    <svg
      viewBox="0 0 1600 300"
      preserveAspectRatio="xMidYMax slice"
      className="size-full"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M0 300L260 90l200 130L760 40l300 200 240-140 300 200z" fill="#a9cdf0" />
      {PEAKS.map((peak) => (
        <path key={peak.x} d={snowCap(peak)} fill="#ffffff" />
      ))}
      <path d="M0 240q400-60 800 0t800 0v60H0z" fill="#f4faff" />
      <Pine x={320} scale={0.9} />
      <Pine x={420} scale={0.65} />
      <Pine x={1180} scale={1} />
      <Pine x={1290} scale={0.7} />
    </svg>
  );
}

/**
 * The frozen theme's picture, drawn into a full-bleed layer: the big snowflake in the corner the header keeps
 * free, snow falling down the margins, the mountains under the week (ADR 0097).
 */
export function FrozenArt() {
  return (
    <>
      <ThemeCorner>
        <Snowflake className="board-spin-slow size-full" colour="#9fd0f5" />
        {CORNER_FLAKES.map((flake) => (
          <Snowflake
            key={flake.left}
            className="absolute"
            colour="#b9dcf7"
            style={{ left: `${flake.left}%`, top: `${flake.top}%`, width: `${flake.size}%` }}
          />
        ))}
      </ThemeCorner>
      {FLAKES.map((flake) => (
        <div
          key={`${flake.side}-${flake.top}`}
          data-board-decoration
          className={`board-fall absolute top-(--flake-top) ${SIDE[flake.side]} ${SIZE[flake.small ? 'small' : 'large']}`}
          style={
            {
              '--flake-top': `${flake.top}%`,
              animationDelay: `-${flake.delay}s`,
            } as CSSProperties
          }
        >
          <Snowflake className="w-full" colour="#b9dcf7" />
        </div>
      ))}
      <ThemeGround className="h-[28cqmin]">
        <Mountains />
      </ThemeGround>
    </>
  );
}
