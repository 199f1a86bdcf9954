import { Link } from 'react-router';
import { ButtonLink } from '../ui/button-link';
import { usePageMeta } from '../ui/use-page-meta';
import { FeatureCard } from './feature-card';
import { PageIntro } from './page-intro';

export function GetStartedPage() {
  usePageMeta({
    title: 'Get Started',
    description:
      'Start Brightday for free: create your parent account, add your children and turn any tablet into their routine board.',
  });

  return (
    <>
      <PageIntro eyebrow="Get started" title="Start your family's Brightday">
        <p>
          Create your parent account, add your children, then open the board setup on the tablet that will
          hang in your kitchen or bedroom. Pairing takes a single six-digit code.
        </p>
      </PageIntro>

      <section className="mx-auto max-w-5xl px-4 sm:px-6">
        <div className="grid gap-6 md:grid-cols-3">
          <FeatureCard title="Smart Routines" tone="sky" icon="calendar">
            Morning, evening and chore routines your child can follow step by step.
          </FeatureCard>
          <FeatureCard title="Achievements" tone="sun" icon="star">
            Coins, stickers and stars that make every finished routine feel like a win.
          </FeatureCard>
          <FeatureCard title="Family Bonding" tone="leaf" icon="heart">
            Fewer reminders and more time together, because the board does the reminding.
          </FeatureCard>
        </div>
      </section>

      <section aria-labelledby="offer" className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <div className="rounded-[2rem] bg-ink px-6 py-10 text-center text-cream sm:px-12 sm:py-14">
          <p id="offer" className="text-sm font-bold tracking-wider text-sun-400 uppercase">
            Limited-time offer
          </p>
          <p className="mt-3 text-6xl font-black">FREE</p>
          <p className="mt-2 text-lg text-cream/85">
            Regular price <span className="line-through">$60/year</span>, free for families who join during
            our launch period.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/signup">Create your free account</ButtonLink>
            <ButtonLink to="/setup" variant="secondary">
              Set up a board
            </ButtonLink>
          </div>
          <p className="mt-6 text-cream/85">
            Already have an account?{' '}
            <Link to="/login" className="font-bold text-sun-400 underline underline-offset-4">
              Log in
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
