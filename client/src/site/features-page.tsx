import { usePageMeta } from '../ui/use-page-meta';
import { BoardCarousel } from './board-carousel';
import { FeatureCard } from './feature-card';
import { GetStartedLink } from './get-started-link';
import { PageIntro } from './page-intro';
import { ScreenshotImage } from './screenshot-image';
import { screenshots } from './screenshots.gen';
import { SiteButton } from './site-button';
import type { SitePage, SitePageMeta } from './site-page';
import { featuresWebPage } from './structured-data';

const meta: SitePageMeta = {
  title: 'Features',
  description:
    "Brightday's features: an interactive smart board for your child, AI routine management, a built-in achievement system, parent tools and Nia, the AI parenting coach.",
  canonicalPath: '/features',
  structuredData: (origin) => [featuresWebPage(origin)],
};

const boardShots = [screenshots['board-morning'], screenshots['board-rewards'], screenshots['board-setup']];

function FeaturesPage() {
  usePageMeta(meta);

  return (
    <>
      <PageIntro eyebrow="Features" title="Everything your family needs for smoother days">
        <p>
          A board your child loves to follow, a parent app that keeps you in the loop, and a coach who helps
          you plan routines that fit your child&apos;s age.
        </p>
      </PageIntro>

      <section aria-label="Brightday on screen" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <div className="grid items-start gap-10 md:grid-cols-2">
          <figure className="m-0">
            <div className="rounded-[1.75rem] bg-ink p-2.5 shadow-soft sm:p-3">
              <ScreenshotImage
                shot={screenshots['parent-dashboard']}
                sizes="(min-width: 1152px) 540px, (min-width: 768px) 45vw, calc(100vw - 52px)"
                className="aspect-[8/5] w-full rounded-[1.25rem] object-cover"
              />
            </div>
            <figcaption className="mt-4 text-center font-bold text-ink-soft">
              The parent app: your family&apos;s day at a glance
            </figcaption>
          </figure>
          <div>
            <BoardCarousel shots={boardShots} />
            <p className="mt-2 text-center font-bold text-ink-soft">The smart board your child follows</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="magical-features" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="magical-features" className="text-3xl font-extrabold tracking-tight">
          Magical Features
        </h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          <FeatureCard title="Interactive smart board" tone="sky" icon="tablet">
            The time, the weather and a friendly greeting, the routine in progress with a visual countdown
            timer, and the week&apos;s schedule, all on a tablet at your child&apos;s eye level. It can even
            say the time and weather out loud.
          </FeatureCard>
          <FeatureCard title="AI routine management" tone="sun" icon="calendar">
            Morning and evening routines, activities and chores for each child, with Nia&apos;s
            age-appropriate suggestions as a starting point you can change.
          </FeatureCard>
          <FeatureCard title="Built-in achievement system" tone="leaf" icon="star">
            Coins, stickers, treasures and stars for finished routines, with streaks and milestone animations
            that make progress easy to see.
          </FeatureCard>
          <FeatureCard title="Parent superpowers" tone="sunrise" icon="chart">
            Manage several children, each with their own board, and watch their progress in real time from
            your phone.
          </FeatureCard>
        </div>
      </section>

      <section aria-labelledby="ai-magic" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="ai-magic" className="text-3xl font-extrabold tracking-tight">
            AI Magic
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            <FeatureCard title="Nia, your coach" tone="sun" icon="chat">
              Ask questions about routines and everyday parenting moments, and get friendly, practical
              guidance.
            </FeatureCard>
            <FeatureCard title="Adaptive routine optimization" tone="sky" icon="sparkles">
              Routines that keep up with your family: adjust steps and timings as your child grows more
              independent.
            </FeatureCard>
            <FeatureCard title="Magic Moments" tone="sunrise" icon="heart">
              Surprise animations on the board that turn a finished routine into a small celebration.
            </FeatureCard>
          </div>
        </div>
      </section>

      <section className="mx-auto flex max-w-3xl flex-wrap justify-center gap-3 px-4 py-16">
        <GetStartedLink action="experience_for_free">Experience For Free</GetStartedLink>
        <SiteButton href="/faq" variant="secondary">
          Learn More<span className="sr-only"> in the frequently asked questions</span>
        </SiteButton>
      </section>
    </>
  );
}

/** The features page. */
export const featuresPage: SitePage = { Component: FeaturesPage, meta };
