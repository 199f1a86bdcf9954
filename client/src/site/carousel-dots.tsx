interface CarouselDotsProps {
  count: number;
  current: number;
  /** What one slide is called in the buttons' labels, such as 'screenshot'. */
  noun: string;
  onSelect: (index: number) => void;
  tone?: 'light' | 'dark';
}

/** One button per slide; the current one is marked for screen readers and drawn wider. */
export function CarouselDots({ count, current, noun, onSelect, tone = 'dark' }: CarouselDotsProps) {
  const idle = tone === 'dark' ? 'bg-ink/25 hover:bg-ink/45' : 'bg-white/60 hover:bg-white/85';
  const active = tone === 'dark' ? 'bg-sunrise-700' : 'bg-white';
  return (
    <div className="flex items-center gap-0.5">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={`Show ${noun} ${index + 1} of ${count}`}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => onSelect(index)}
          // 24 px tap targets (WCAG 2.5.8) around a small visible dot.
          className="group grid size-6 place-items-center rounded-full"
        >
          <span
            aria-hidden="true"
            className={`block h-2.5 rounded-full transition-all ${index === current ? `w-6 ${active}` : `w-2.5 ${idle}`}`}
          />
        </button>
      ))}
    </div>
  );
}
