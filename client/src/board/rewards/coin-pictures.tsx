// The stack of ten and the bag of a hundred the board counts with, beside the one coin
// (client/src/ui/coin-picture.tsx): drawn for Brightday, gold on any theme, each with its number so a child
// can count tens as tens.

/** A stack of ten coins, with "10" on it. */
export function TenStackPicture({ className = 'h-14 w-10' }: { className?: string }) {
  const layers = Array.from({ length: 10 }, (_, index) => index);
  return (
    <svg viewBox="0 0 40 64" className={className} aria-hidden="true" focusable="false">
      {layers.map((layer) => (
        <g key={layer} transform={`translate(0 ${54 - layer * 5})`}>
          <ellipse cx="20" cy="4" rx="18" ry="5" fill="#e0a100" />
          <ellipse cx="20" cy="2.5" rx="18" ry="5" fill="#ffd166" />
        </g>
      ))}
      <text x="20" y="13" textAnchor="middle" fontSize="11" fontWeight="900" fill="#5a3d00">
        10
      </text>
    </svg>
  );
}

/** A bag of a hundred coins, with "100" on it. */
export function HundredBagPicture({ className = 'h-14 w-12' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 56" className={className} aria-hidden="true" focusable="false">
      <path d="M17 10h14l-3 7H20z" fill="#c68600" />
      <path
        d="M20 17h8c10 6 16 16 16 25 0 9-8 12-20 12S4 51 4 42c0-9 6-19 16-25z"
        fill="#ffd166"
        stroke="#c68600"
        strokeWidth="3"
      />
      <path d="M15 8q9 6 18 0" stroke="#a86c00" strokeWidth="3" fill="none" strokeLinecap="round" />
      <text x="24" y="44" textAnchor="middle" fontSize="12" fontWeight="900" fill="#5a3d00">
        100
      </text>
    </svg>
  );
}
