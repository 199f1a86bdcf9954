import { ButtonLink } from '../ui/button-link';
import { usePageMeta } from '../ui/use-page-meta';
import { FeatureCard } from './feature-card';
import { PageIntro } from './page-intro';

export function FeaturesPage() {
  usePageMeta({
    title: 'Features',
    description:
      "Brightday's features: an interactive smart board for your child, AI routine management, a built-in achievement system, parent tools and Nia, the AI parenting coach.",
  });

  return (
    <>
      <PageIntro eyebrow="Features" title="Everything your family needs for smoother days">
        <p>
          A board your child loves to follow, a parent app that keeps you in the loop, and a coach who helps
          you plan routines that fit your child&apos;s age.
        </p>
      </PageIntro>

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
            <FeatureCard title="Adaptive routines" tone="sky" icon="sparkles">
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
        <ButtonLink to="/get-started">Experience For Free</ButtonLink>
        <ButtonLink to="/faq" variant="secondary">
          Learn More
        </ButtonLink>
      </section>
    </>
  );
}
