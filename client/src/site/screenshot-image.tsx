import type { Screenshot } from './screenshots.gen';

interface ScreenshotImageProps {
  shot: Screenshot;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks the right file. */
  sizes: string;
  /** The first image a visitor sees: fetched at once and first. */
  priority?: boolean;
  className?: string;
}

/**
 * A screenshot of Brightday in WebP at several widths, with its intrinsic size set so that nothing
 * moves when it arrives.
 */
export function ScreenshotImage({ shot, sizes, priority = false, className = '' }: ScreenshotImageProps) {
  const largest = shot.sources[shot.sources.length - 1];
  return (
    <img
      src={largest?.src}
      srcSet={shot.sources.map((source) => `${source.src} ${source.width}w`).join(', ')}
      sizes={sizes}
      width={shot.width}
      height={shot.height}
      alt={shot.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
    />
  );
}
