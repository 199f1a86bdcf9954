// The board's star, sticker and treasure chest: drawn for Brightday, bold and round, in any theme.

/** A gold star (one per day of the streak). */
export function StarPicture({ className = 'size-10', dim = false }: { className?: string; dim?: boolean }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <path
        d="M24 4l6 12.4 13.6 2-9.8 9.6 2.3 13.6L24 35.2l-12.1 6.4 2.3-13.6-9.8-9.6 13.6-2z"
        fill={dim ? 'none' : '#ffc83d'}
        stroke={dim ? '#a77b00' : '#e09a00'}
        strokeWidth="3"
        strokeLinejoin="round"
        strokeDasharray={dim ? '5 4' : undefined}
      />
    </svg>
  );
}

/** A round sticker with a smile (one per routine or chore done this week). */
export function StickerPicture({ className = 'size-10', hue = 0 }: { className?: string; hue?: number }) {
  const colours = ['#ff7847', '#6cb8f5', '#62c483', '#b48cf2', '#ff8fb1'];
  const fill = colours[hue % colours.length];
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="20" fill={fill} stroke="#ffffff" strokeWidth="4" />
      <circle cx="18" cy="20" r="3" fill="#1f2340" />
      <circle cx="30" cy="20" r="3" fill="#1f2340" />
      <path d="M16 28q8 8 16 0" stroke="#1f2340" strokeWidth="3.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** A treasure chest full of gold (one per milestone reached). */
export function TreasurePicture({ className = 'size-12' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 56" className={className} aria-hidden="true" focusable="false">
      <path d="M8 22q0-14 24-14t24 14z" fill="#b5651d" stroke="#7a3f10" strokeWidth="3" />
      <circle cx="22" cy="18" r="5" fill="#ffd166" />
      <circle cx="34" cy="15" r="5" fill="#ffd166" />
      <path d="M44 12l2 4 4 .6-3 3 .7 4.4-3.7-2-3.7 2 .7-4.4-3-3 4-.6z" fill="#6cb8f5" />
      <rect x="6" y="22" width="52" height="30" rx="5" fill="#c9772b" stroke="#7a3f10" strokeWidth="3" />
      <rect x="6" y="30" width="52" height="6" fill="#ffc83d" />
      <rect x="27" y="26" width="10" height="14" rx="3" fill="#ffd166" stroke="#7a3f10" strokeWidth="2.5" />
    </svg>
  );
}
