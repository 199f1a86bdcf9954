import { GetStartedLink } from './get-started-link';
import { ScreenshotCarousel } from './screenshot-carousel';
import { screenshots } from './screenshots.gen';
import { SiteButton } from './site-button';

/** The claims of docs/product.md#about-the-site, #constants-and-limits. */
const stats = [
  { value: '100+', label: 'families' },
  { value: '85%', label: 'fewer battles' },
  { value: '3x', label: 'more independence' },
] as const;

const carouselShots = Object.values(screenshots);

export function HomeHero() {
  return (
    <section className="relative overflow-hidden">
      {/* Fades out before the section's top edge, so the transparent header shows no seam. */}
      <div
        aria-hidden="true"
        className="absolute top-0 -right-40 size-[40rem] bg-[radial-gradient(closest-side,var(--color-sun-200),transparent)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1fr_1.05fr] lg:pb-24">
        <div>
          <p className="inline-block rounded-full bg-sky-100 px-4 py-1 text-sm font-bold text-sky-700">
            For kids aged 3 and up
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-black tracking-tight sm:text-5xl">
            <span className="block">Calmer mornings.</span>
            <span className="block text-sunrise-700">Happier bedtimes.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-ink-soft sm:text-xl">
            Brightday turns your family&apos;s routines into steps your child can follow on their own smart
            board, with a countdown for each task and coins to celebrate when it&apos;s done. You plan it all
            from your phone, and Nia, our AI parenting coach, suggests routines that suit your child&apos;s
            age.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <GetStartedLink action="start_free_today">Start free today</GetStartedLink>
            <SiteButton href="/features" variant="secondary">
              See how it works
            </SiteButton>
          </div>
          <p className="mt-4 text-sm font-semibold text-ink-soft">
            Free during our launch period. No ads, ever.
          </p>

          <dl className="mt-10 grid max-w-lg grid-cols-3 gap-3">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse rounded-2xl bg-white px-3 py-4 text-center shadow-lift"
              >
                <dt className="mt-1 text-xs font-semibold text-ink-soft sm:text-sm">{stat.label}</dt>
                <dd className="text-2xl font-black sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <ScreenshotCarousel shots={carouselShots} />
      </div>
    </section>
  );
}
