import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../ui/icon';
import { CarouselDots } from './carousel-dots';
import { ScreenshotImage } from './screenshot-image';
import type { Screenshot } from './screenshots.gen';
import { useAutoAdvance } from './use-auto-advance';

/**
 * docs/product.md#constants-and-limits: the features carousel moves on every 4000 ms; touch shows the arrows
 * for 3000 ms.
 */
export const BOARD_CAROUSEL_INTERVAL_MS = 4000;
export const ARROWS_AFTER_TOUCH_MS = 3000;

const arrowClass =
  'absolute top-1/2 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/95 text-ink shadow-soft transition-opacity hover:bg-white';

/**
 * The features page's carousel of the child's board (docs/product.md#routes-and-screens): previous and next
 * arrows that appear while hovered, focused or just touched (and hide 3 s after a touch), left and right
 * arrow keys while hovered, dots, and wrapping at both ends.
 */
export function BoardCarousel({ shots }: { shots: readonly Screenshot[] }) {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  // Read by the key listener: React applies a pointer's hover later than the event itself, and a key pressed
  // in that gap (a quick hand, a busy tablet) must still move the carousel.
  const hoveredNow = useRef(false);
  const [focused, setFocused] = useState(false);
  const [touchedAt, setTouchedAt] = useState<number | null>(null);

  const count = shots.length;
  const step = useCallback((by: number) => setCurrent((index) => (index + by + count) % count), [count]);
  const next = useCallback(() => step(1), [step]);
  useAutoAdvance(next, BOARD_CAROUSEL_INTERVAL_MS, !hovered && !focused, current);

  // Each touch restarts the 3 s after which the arrows hide again.
  useEffect(() => {
    if (touchedAt === null) return;
    const timer = window.setTimeout(() => setTouchedAt(null), ARROWS_AFTER_TOUCH_MS);
    return () => window.clearTimeout(timer);
  }, [touchedAt]);

  const hover = (on: boolean) => {
    hoveredNow.current = on;
    setHovered(on);
  };

  // The arrow keys work while the pointer is over the carousel, wherever the focus is.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!hoveredNow.current) return;
      if (event.key === 'ArrowLeft') step(-1);
      else if (event.key === 'ArrowRight') step(1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);

  const arrowsShown = hovered || focused || touchedAt !== null;
  const arrowVisibility = arrowsShown ? 'visible opacity-100' : 'invisible opacity-0';

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Screenshots of the child's board"
      data-arrows={arrowsShown ? 'shown' : 'hidden'}
      // A mouse only: a finger's tap also fires mouse events, and must not leave the carousel "hovered".
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') hover(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') hover(false);
      }}
      onTouchStart={() => setTouchedAt(Date.now())}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        // With the focus inside, the keys work too; while hovered the window listener has them.
        if (hoveredNow.current) return;
        if (event.key === 'ArrowLeft') step(-1);
        else if (event.key === 'ArrowRight') step(1);
      }}
    >
      <div className="relative rounded-[1.75rem] bg-ink p-2.5 shadow-soft sm:p-3">
        <div className="relative aspect-[8/5] overflow-hidden rounded-[1.25rem] bg-cream-deep">
          {shots.map((shot, index) => (
            <figure
              key={shot.name}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={index !== current}
              className={`absolute inset-0 m-0 transition-opacity duration-500 ${index === current ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            >
              <ScreenshotImage
                shot={shot}
                sizes="(min-width: 1152px) 540px, (min-width: 768px) 45vw, calc(100vw - 52px)"
                className="size-full object-cover"
              />
            </figure>
          ))}
        </div>
        <button
          type="button"
          aria-label="Previous screenshot"
          onClick={() => step(-1)}
          className={`${arrowClass} left-5 ${arrowVisibility}`}
        >
          <Icon name="chevronLeft" />
        </button>
        <button
          type="button"
          aria-label="Next screenshot"
          onClick={() => step(1)}
          className={`${arrowClass} right-5 ${arrowVisibility}`}
        >
          <Icon name="chevronRight" />
        </button>
      </div>
      <div className="mt-3 flex justify-center">
        <CarouselDots count={count} current={current} noun="board screenshot" onSelect={setCurrent} />
      </div>
    </section>
  );
}
