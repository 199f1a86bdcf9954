// Small shapes the theme pictures share, and the corner they hang in. Drawn by hand for Brightday: round,
// bold and friendly.
import type { CSSProperties, ReactNode } from 'react';

/**
 * The top right corner where a theme's big picture hangs, partly off the screen. The board's header keeps
 * clear of exactly this box (board-screen-layout.tsx, ADR 0090), so whatever a theme draws inside it never
 * meets a word; it is a decoration for the check that proves it (`data-board-decoration`, ADR 0097).
 */
export function ThemeCorner({ children }: { children: ReactNode }) {
  return (
    <div
      data-board-decoration
      className="absolute -top-[4cqmin] -right-[4cqmin] size-[26cqmin] max-h-56 max-w-56"
    >
      {children}
    </div>
  );
}

/** The band of ground along the bottom of the screen that the week's card stands on (ADR 0097). */
export function ThemeGround({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div data-board-decoration className={`absolute inset-x-0 bottom-0 ${className}`}>
      {children}
    </div>
  );
}

/** A puffy cloud, 200 × 100 units, white with a soft edge. */
export function Cloud({ className, fill = '#ffffff' }: { className?: string; fill?: string }) {
  return (
    <svg viewBox="0 0 200 100" className={className} aria-hidden="true" focusable="false">
      <path
        d="M40 90h125a32 32 0 0 0 2-64 44 44 0 0 0-82-8 34 34 0 0 0-50 22 26 26 0 0 0 5 50z"
        fill={fill}
        stroke="#d8e3f0"
        strokeWidth="4"
      />
    </svg>
  );
}

/** A snowflake of six arms, each with two twigs, in a 100 × 100 box. */
export function Snowflake({
  className,
  colour = '#ffffff',
  style,
}: {
  className?: string;
  colour?: string;
  style?: CSSProperties;
}) {
  const arm = 'M50 50V8M50 24l-10-10M50 24l10-10M50 38l-8-6M50 38l8-6';
  return (
    <svg viewBox="0 0 100 100" className={className} style={style} aria-hidden="true" focusable="false">
      <g stroke={colour} strokeWidth="6" strokeLinecap="round" fill="none">
        {[0, 60, 120, 180, 240, 300].map((angle) => (
          <path key={angle} d={arm} transform={`rotate(${angle} 50 50)`} />
        ))}
      </g>
      <circle cx="50" cy="50" r="7" fill={colour} />
    </svg>
  );
}
