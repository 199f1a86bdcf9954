import { useCallback, useState } from 'react';
import { Icon } from '../ui/icon';
import { CarouselDots } from './carousel-dots';
import { ScreenshotImage } from './screenshot-image';
import type { Screenshot } from './screenshots.gen';
import { useAutoAdvance } from './use-auto-advance';

/** docs/product.md#constants-and-limits: the home carousel moves on every 4000 ms and crossfades in 0.8 s. */
export const HOME_CAROUSEL_INTERVAL_MS = 4000;

interface ScreenshotCarouselProps {
  shots: readonly Screenshot[];
}

/**
 * The home page's slideshow of real Brightday screens (docs/product.md#routes-and-screens): it moves on by
 * itself, pauses while hovered or focused, and has a dot per slide and a "1 / 6" counter. A slide's image is
 * loaded only when it is about to be shown, so the first visit downloads one picture.
 */
export function ScreenshotCarousel({ shots }: ScreenshotCarouselProps) {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [seen, setSeen] = useState(() => new Set([0]));

  const show = useCallback((index: number) => {
    setCurrent(index);
    setSeen((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
  }, []);
  const advance = useCallback(() => show((current + 1) % shots.length), [current, show, shots.length]);
  useAutoAdvance(advance, HOME_CAROUSEL_INTERVAL_MS, !hovered && !focused && !stopped, current);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Screenshots of Brightday"
      data-paused={hovered || focused || stopped}
      // A mouse only: a finger's tap also fires mouse events, and must not leave the carousel "hovered".
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setHovered(false);
      }}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className="w-full"
    >
      <div className="rounded-[1.75rem] bg-ink p-2.5 shadow-soft sm:p-3">
        <div className="relative aspect-[8/5] overflow-hidden rounded-[1.25rem] bg-cream-deep">
          {shots.map((shot, index) => {
            const isCurrent = index === current;
            // The next slide loads in the background, so the crossfade never shows an empty frame.
            const load = seen.has(index) || index === (current + 1) % shots.length;
            return (
              <figure
                key={shot.name}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${shots.length}`}
                aria-hidden={!isCurrent}
                className={`absolute inset-0 m-0 transition-opacity duration-[800ms] ease-in-out ${
                  isCurrent ? 'opacity-100' : 'pointer-events-none opacity-0'
                }`}
              >
                {load && (
                  <ScreenshotImage
                    shot={shot}
                    priority={index === 0}
                    sizes="(min-width: 1024px) 560px, (min-width: 640px) 600px, calc(100vw - 52px)"
                    className="size-full object-cover"
                  />
                )}
              </figure>
            );
          })}
        </div>
      </div>
      <div className="mt-3 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => setStopped((value) => !value)}
          aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
          className="grid size-8 place-items-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink"
        >
          <Icon name={stopped ? 'play' : 'pause'} className="size-4" />
        </button>
        <CarouselDots count={shots.length} current={current} noun="screenshot" onSelect={show} />
        <p className="min-w-12 text-sm font-bold text-ink-soft tabular-nums" data-testid="carousel-counter">
          {current + 1} / {shots.length}
        </p>
      </div>
    </section>
  );
}
