// The one coin of Brightday, on the board and in the parent app alike: gold with a star, so a child who
// learns it on the wall sees the same coin on a parent's phone, and no currency sign suggests money.

/** One gold coin with a star; `hollow` is the dashed outline of a coin still to come. */
export function CoinPicture({
  className = 'size-10',
  hollow = false,
}: {
  className?: string;
  hollow?: boolean;
}) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-picture={hollow ? 'coin-to-come' : 'coin'}
    >
      {hollow ? (
        <circle cx="24" cy="24" r="19" fill="none" stroke="#a77b00" strokeWidth="3.5" strokeDasharray="6 5" />
      ) : (
        <>
          <circle cx="24" cy="24" r="21" fill="#e0a100" />
          <circle cx="24" cy="22" r="20" fill="#ffd166" />
          <circle cx="24" cy="22" r="14.5" fill="none" stroke="#e0a100" strokeWidth="2.5" />
          <path
            d="M24 12.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.4-5.8-3-5.8 3 1.1-6.4-4.7-4.6 6.5-.9z"
            fill="#e0a100"
          />
        </>
      )}
    </svg>
  );
}
