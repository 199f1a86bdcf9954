// The frozen theme's picture: snowy mountains, snowy pine trees, ice crystals and falling snowflakes. Ice
// and snow only, nothing from a film.
import type { CSSProperties } from 'react';
import { Snowflake } from './theme-art-shared';

// Where the flakes are (left and top, % of the screen; top only while they stand still), their size
// (cqmin) and how far into their fall they start (s): fixed, so the picture is the same on every visit.
const FLAKES = [
  { left: 6, top: 30, size: 5, delay: 0 },
  { left: 18, top: 12, size: 3.5, delay: 6 },
  { left: 31, top: 48, size: 4.5, delay: 11 },
  { left: 44, top: 22, size: 3, delay: 3 },
  { left: 58, top: 40, size: 5.5, delay: 14 },
  { left: 71, top: 8, size: 3.5, delay: 8 },
  { left: 84, top: 34, size: 4.5, delay: 1 },
  { left: 93, top: 56, size: 3, delay: 12 },
];

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

/** The frozen theme's picture, drawn into a full-bleed layer. */
export function FrozenArt() {
  return (
    <>
      <Snowflake
        className="board-spin-slow absolute -top-[5cqmin] -right-[5cqmin] size-[28cqmin] max-h-60 max-w-60"
        colour="#9fd0f5"
      />
      {FLAKES.map((flake) => (
        <div
          key={flake.left}
          className="board-fall absolute top-(--flake-top)"
          style={
            {
              left: `${flake.left}%`,
              '--flake-top': `${flake.top}%`,
              width: `${flake.size}cqmin`,
              animationDelay: `-${flake.delay}s`,
            } as CSSProperties
          }
        >
          <Snowflake className="w-full" colour="#b9dcf7" />
        </div>
      ))}
      <div className="absolute inset-x-0 bottom-0 h-[28cqmin]">
        <Mountains />
      </div>
    </>
  );
}
