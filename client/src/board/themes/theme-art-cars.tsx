// The cars theme's picture: a traffic light, clouds, and a road where round friendly cars wait. Any car,
// no make, no character from a film.
import { Cloud, ThemeCorner, ThemeGround } from './theme-art-shared';

function TrafficLight() {
  return (
    <svg viewBox="0 0 120 300" className="size-full" aria-hidden="true" focusable="false">
      <rect x="52" y="190" width="16" height="110" rx="6" fill="#5b6478" />
      <rect x="14" y="6" width="92" height="196" rx="26" fill="#2c3345" stroke="#1a1f2c" strokeWidth="6" />
      <circle cx="60" cy="50" r="26" fill="#e5383b" />
      <circle cx="60" cy="104" r="26" fill="#ffb000" opacity="0.35" />
      <circle cx="60" cy="158" r="26" fill="#22a447" opacity="0.35" />
      <circle cx="52" cy="42" r="7" fill="#ffffff" opacity="0.6" />
    </svg>
  );
}

function Car({ x, body, roof }: { x: number; body: string; roof: string }) {
  return (
    <g transform={`translate(${x} 168)`}>
      <path d="M20 60V38q0-10 10-12l30-6 26-26q6-6 16-6h60q10 0 16 8l20 26 24 6q12 3 12 14v18z" fill={body} />
      <path d="M70 20l22-20h32v20zM132 20V0h26l16 20z" fill={roof} />
      <circle cx="180" cy="38" r="7" fill="#fff6c2" />
      <circle cx="60" cy="64" r="20" fill="#1f2340" />
      <circle cx="60" cy="64" r="8" fill="#c9d1dc" />
      <circle cx="160" cy="64" r="20" fill="#1f2340" />
      <circle cx="160" cy="64" r="8" fill="#c9d1dc" />
    </g>
  );
}

function Road() {
  return (
    <svg
      viewBox="0 0 1600 300"
      preserveAspectRatio="xMidYMax slice"
      className="size-full"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M0 120q400-70 800-10t800-10v200H0z" fill="#8fd18a" />
      <circle cx="230" cy="120" r="46" fill="#4fae5c" />
      <rect x="222" y="130" width="16" height="50" rx="6" fill="#8a5a3c" />
      <circle cx="1380" cy="112" r="54" fill="#4fae5c" />
      <rect x="1372" y="128" width="16" height="56" rx="6" fill="#8a5a3c" />
      <rect x="0" y="200" width="1600" height="100" fill="#4a5264" />
      <path d="M0 252h1600" stroke="#ffffff" strokeWidth="8" strokeDasharray="60 44" />
      <rect x="0" y="196" width="1600" height="8" fill="#c9d1dc" />
      <Car x={360} body="#e5383b" roof="#bfe3ff" />
      <Car x={700} body="#2f7fd8" roof="#bfe3ff" />
      <Car x={1040} body="#ffc83d" roof="#bfe3ff" />
    </svg>
  );
}

/**
 * The cars theme's picture, drawn into a full-bleed layer: the traffic light and a cloud in the corner the
 * header keeps free, the road under the week (ADR 0097).
 */
export function CarsArt() {
  return (
    <>
      <ThemeCorner>
        <div className="absolute top-[20%] right-[20%] h-[76%] w-[30.4%]">
          <TrafficLight />
        </div>
        <Cloud className="board-drift absolute top-[60%] left-[14%] w-[46%] opacity-90" />
      </ThemeCorner>
      <ThemeGround className="h-[26cqmin]">
        <Road />
      </ThemeGround>
    </>
  );
}
