// The default theme's picture: a smiling sun, drifting clouds and rolling hills with flowers.
import { Cloud, ThemeCorner, ThemeGround } from './theme-art-shared';

function Sun() {
  const rays = Array.from({ length: 12 }, (_, index) => index * 30);
  return (
    <svg viewBox="0 0 200 200" className="size-full" aria-hidden="true" focusable="false">
      <g className="board-spin-slow" style={{ transformOrigin: '100px 100px' }}>
        {rays.map((angle) => (
          <rect
            key={angle}
            x="92"
            y="4"
            width="16"
            height="34"
            rx="8"
            fill="#ffb020"
            transform={`rotate(${angle} 100 100)`}
          />
        ))}
      </g>
      <circle cx="100" cy="100" r="56" fill="#ffd166" stroke="#ffb020" strokeWidth="6" />
      <circle cx="80" cy="92" r="7" fill="#1f2340" />
      <circle cx="120" cy="92" r="7" fill="#1f2340" />
      <path d="M76 116q24 22 48 0" stroke="#1f2340" strokeWidth="7" strokeLinecap="round" fill="none" />
      <circle cx="68" cy="112" r="8" fill="#ff9466" opacity="0.7" />
      <circle cx="132" cy="112" r="8" fill="#ff9466" opacity="0.7" />
    </svg>
  );
}

function Flower({ x, y, petal }: { x: number; y: number; petal: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0v34" stroke="#3c9a5a" strokeWidth="5" strokeLinecap="round" />
      {[0, 72, 144, 216, 288].map((angle) => (
        <circle key={angle} cx="0" cy="-11" r="9" fill={petal} transform={`rotate(${angle})`} />
      ))}
      <circle r="7" fill="#ffd166" />
    </g>
  );
}

function Hills() {
  return (
    <svg
      viewBox="0 0 1600 300"
      preserveAspectRatio="xMidYMax slice"
      className="size-full"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M0 170q260-150 560-40t520-30 520 20v180H0z" fill="#9bdcae" />
      <path d="M0 230q300-110 700-20t900-40v130H0z" fill="#62c483" />
      <Flower x={420} y={238} petal="#ff7847" />
      <Flower x={520} y={256} petal="#ffffff" />
      <Flower x={1060} y={232} petal="#ff9466" />
      <Flower x={1160} y={250} petal="#6cb8f5" />
    </svg>
  );
}

/**
 * The default theme's picture, drawn into a full-bleed layer: the sun with its clouds in the corner the
 * header keeps free, the hills under the week (ADR 0097). A cloud drifts by 3cqmin either way
 * (board-motion.css), so it sits that far inside the corner.
 */
export function DefaultArt() {
  return (
    <>
      <ThemeCorner>
        <Sun />
        <Cloud className="board-drift absolute top-[58%] left-[14%] w-[50%] opacity-90" />
        <Cloud className="board-drift-slow absolute top-[24%] left-[14%] w-[28%] opacity-80" />
      </ThemeCorner>
      <ThemeGround className="h-[24cqmin]">
        <Hills />
      </ThemeGround>
    </>
  );
}
