import { usePageMeta } from '../ui/use-page-meta';
import { FeatureCard } from './feature-card';
import { GetStartedLink } from './get-started-link';
import { HomeHero } from './home-hero';
import type { SitePage, SitePageMeta } from './site-page';
import { organization, softwareApplication, website } from './structured-data';
import { Testimonials } from './testimonials';

const steps = [
  {
    title: 'Create routines',
    body: 'Build morning and evening routines, activities and chores for each child, or start from one Nia suggests for their age.',
  },
  {
    title: 'Kids take charge',
    body: 'Your child follows each step on their own board, with a picture and a visual countdown timer to keep things moving.',
  },
  {
    title: 'Celebrate success',
    body: 'Finished routines earn coins, stickers and stars, and big milestones get a celebration of their own.',
  },
] as const;

const meta: SitePageMeta = {
  description:
    'Brightday helps families with children aged 3 and up build calm morning and evening routines: parents plan routines, chores and rewards, and kids follow them on their own smart board.',
  canonicalPath: '/v2',
  structuredData: (origin) => [organization(origin), website(origin), softwareApplication(origin)],
};

function HomePage() {
  usePageMeta(meta);

  return (
    <>
      <HomeHero />
      <Testimonials />

      <section aria-labelledby="how-it-works" className="bg-white py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="how-it-works" className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl">
            How it works
          </h2>
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-3xl bg-cream p-7">
                <span className="grid size-11 place-items-center rounded-full bg-sunrise-500 text-lg font-black text-ink">
                  {index + 1}
                </span>
                <h3 className="mt-5 text-xl font-extrabold">{step.title}</h3>
                <p className="mt-2 text-ink-soft">{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="why-parents" className="py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="why-parents" className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl">
            Why parents choose Brightday
          </h2>
          <div className="mt-12 grid gap-6 sm:grid-cols-2">
            <FeatureCard title="A board for every child" tone="sky" icon="users">
              Each child has their own profile, routines, rewards and board, and you can follow
              everyone&apos;s progress as it happens.
            </FeatureCard>
            <FeatureCard title="Keeps going without Wi-Fi" tone="leaf" icon="wifiOff">
              The board shows the time, the routine and its timers even when the internet drops, and catches
              up as soon as it is back.
            </FeatureCard>
            <FeatureCard title="Nia, your parenting coach" tone="sun" icon="chat">
              Ask for age-appropriate routine ideas and friendly guidance. You edit every suggestion before it
              reaches the board.
            </FeatureCard>
            <FeatureCard title="Private by design" tone="sunrise" icon="shield">
              No third-party ads, encrypted data storage, and you stay in control of your family&apos;s data.
            </FeatureCard>
          </div>
        </div>
      </section>

      <section className="px-4 pb-20 sm:px-6">
        <div className="mx-auto max-w-4xl rounded-[2rem] bg-sunrise-500 px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2 className="text-3xl font-black tracking-tight text-balance sm:text-4xl">
            Ready for a brighter morning?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-ink">
            Set up your first routine tonight and let your child lead the way tomorrow.
          </p>
          <GetStartedLink action="start_free_today" variant="secondary" className="mt-8">
            Start free today
          </GetStartedLink>
        </div>
      </section>
    </>
  );
}

/** The home page, at / and at its canonical address /v2. */
export const homePage: SitePage = { Component: HomePage, meta };
