// The board's weather pictures, drawn here as plain shapes (ADR 0037): a sun or a moon, clouds, rain,
// snow, fog and lightning, big and bold enough for a child to read across a kitchen. No artwork of
// anyone else's; nothing moves, so reduced motion needs nothing.
import type { ReactNode } from 'react';
import type { WeatherKind } from '@sync/domain/weather-kinds';

const SUN = '#ffd166';
const SUN_RAY = '#ff9466';
const MOON = '#ffe7a8';
const MOON_EDGE = '#e0b84f';
const RAIN = '#3f8fd6';
const SNOW = '#6cb8f5';
const BOLT = '#ffb703';

function Sun({ x, y, r }: { x: number; y: number; r: number }) {
  const rays = Array.from({ length: 8 }, (_, index) => (index * Math.PI) / 4);
  return (
    <g>
      {rays.map((angle) => (
        <line
          key={angle}
          x1={x + Math.cos(angle) * (r + 5)}
          y1={y + Math.sin(angle) * (r + 5)}
          x2={x + Math.cos(angle) * (r + 14)}
          y2={y + Math.sin(angle) * (r + 14)}
          stroke={SUN_RAY}
          strokeWidth={5}
          strokeLinecap="round"
        />
      ))}
      <circle cx={x} cy={y} r={r} fill={SUN} stroke={SUN_RAY} strokeWidth={3} />
    </g>
  );
}

/** A crescent moon whose box is 32 × 64 from (x, y), and two stars beside it. */
function Moon({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M32 0 A32 32 0 0 0 32 64 A44 44 0 0 1 32 0 Z" fill={MOON} stroke={MOON_EDGE} strokeWidth={3} />
      <path d="M52 12 l2 5 l5 2 l-5 2 l-2 5 l-2 -5 l-5 -2 l5 -2 Z" fill={MOON_EDGE} />
      <path
        d="M62 38 l1.5 3.5 l3.5 1.5 l-3.5 1.5 l-1.5 3.5 l-1.5 -3.5 l-3.5 -1.5 l3.5 -1.5 Z"
        fill={MOON_EDGE}
      />
    </g>
  );
}

/** A cloud whose box is 76 × 50 from (x, y), drawn with a shadow so it shows on a white tile. */
function Cloud({ x, y, scale = 1, dark = false }: { x: number; y: number; scale?: number; dark?: boolean }) {
  const shape = (fill: string, dy: number) => (
    <g fill={fill} transform={`translate(0 ${dy})`}>
      <circle cx={16} cy={34} r={16} />
      <circle cx={38} cy={22} r={22} />
      <circle cx={60} cy={34} r={16} />
      <rect x={16} y={30} width={44} height={20} />
    </g>
  );
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      {shape(dark ? '#4b5573' : '#a9b8d0', 4)}
      {shape(dark ? '#7a86a6' : '#e8eff8', 0)}
    </g>
  );
}

function Drops({ y, small = false }: { y: number; small?: boolean }) {
  const size = small ? 0.6 : 1;
  return (
    <g fill={RAIN}>
      {[34, 58, 82].map((x, index) => (
        <path
          key={x}
          transform={`translate(${x} ${y + (index % 2) * 10}) scale(${size})`}
          d="M0 0 C-7 10 -7 16 0 16 C7 16 7 10 0 0 Z"
        />
      ))}
    </g>
  );
}

function Flakes({ y }: { y: number }) {
  return (
    <g stroke={SNOW} strokeWidth={3.5} strokeLinecap="round">
      {[34, 60, 86].map((x, index) => {
        const cy = y + (index % 2) * 12;
        return (
          <g key={x} transform={`translate(${x} ${cy})`}>
            <line x1={0} y1={-9} x2={0} y2={9} />
            <line x1={-8} y1={-4.5} x2={8} y2={4.5} />
            <line x1={-8} y1={4.5} x2={8} y2={-4.5} />
          </g>
        );
      })}
    </g>
  );
}

function Fog() {
  return (
    <g stroke="#9aa8c2" strokeWidth={6} strokeLinecap="round">
      <line x1={22} y1={82} x2={98} y2={82} />
      <line x1={14} y1={96} x2={84} y2={96} />
      <line x1={30} y1={110} x2={104} y2={110} />
    </g>
  );
}

/** The sun by day, the moon by night, at a corner behind a cloud. */
function Peeking({ isDay }: { isDay: boolean }) {
  return isDay ? <Sun x={40} y={36} r={18} /> : <Moon x={18} y={6} scale={0.85} />;
}

function scene(kind: WeatherKind, isDay: boolean): ReactNode {
  switch (kind) {
    case 'clear':
      return isDay ? <Sun x={60} y={60} r={26} /> : <Moon x={36} y={28} />;
    case 'partly-cloudy':
      return (
        <>
          <Peeking isDay={isDay} />
          <Cloud x={34} y={50} scale={1} />
        </>
      );
    case 'cloudy':
      return (
        <>
          <Cloud x={40} y={18} scale={0.75} />
          <Cloud x={14} y={42} scale={1.1} />
        </>
      );
    case 'fog':
      return (
        <>
          <Cloud x={22} y={12} scale={0.95} />
          <Fog />
        </>
      );
    case 'drizzle':
      return (
        <>
          <Cloud x={18} y={14} scale={1.1} />
          <Drops y={84} small />
        </>
      );
    case 'rain':
      return (
        <>
          <Cloud x={18} y={14} scale={1.1} />
          <Drops y={80} />
        </>
      );
    case 'showers':
      return (
        <>
          <Peeking isDay={isDay} />
          <Cloud x={30} y={36} scale={0.95} />
          <Drops y={92} small />
        </>
      );
    case 'snow':
      return (
        <>
          <Cloud x={18} y={12} scale={1.1} />
          <Flakes y={88} />
        </>
      );
    case 'thunder':
      return (
        <>
          <Cloud x={18} y={10} scale={1.1} dark />
          <polygon
            points="64,64 48,92 60,92 52,116 78,82 65,82 74,64"
            fill={BOLT}
            stroke="#b8430f"
            strokeWidth={2}
          />
        </>
      );
  }
}

/** The picture of the sky for a weather kind, day or night; decorative (the tile says it in words). */
export function WeatherPicture({
  kind,
  isDay,
  className,
}: {
  kind: WeatherKind;
  isDay: boolean;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 120 120" className={className} aria-hidden="true" focusable="false">
      {scene(kind, isDay)}
    </svg>
  );
}
