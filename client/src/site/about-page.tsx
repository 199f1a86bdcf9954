import { usePageMeta } from '../ui/use-page-meta';
import { GetStartedLink } from './get-started-link';
import { PageIntro } from './page-intro';
import { founder } from './site-links';
import type { SitePage, SitePageMeta } from './site-page';

const meta: SitePageMeta = {
  title: 'About',
  description:
    "Brightday's mission: help children build the executive function skills they need, with routines that grow with them.",
  canonicalPath: '/about',
};

function AboutPage() {
  usePageMeta(meta);

  return (
    <>
      <PageIntro eyebrow="Our mission" title="Helping children grow into confident, independent people">
        <p>
          Brightday will grow with your children, using AI to personalise their learning and build executive
          function skills: planning, focus and self-control, one routine at a time.
        </p>
      </PageIntro>

      <section aria-labelledby="mission" className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
        <div className="rounded-3xl bg-white p-7 shadow-soft sm:p-10">
          <h2 id="mission" className="text-2xl font-extrabold">
            Why routines
          </h2>
          <p className="mt-3 text-lg text-ink-soft">
            Young children thrive on knowing what comes next. A routine they can see, with a timer they can
            watch and a reward they can count, turns &ldquo;hurry up&rdquo; into &ldquo;I did it&rdquo;. Each
            finished step practises the skills that school and life ask of them later: starting a task,
            keeping at it, and moving on to the next.
          </p>
          <p className="mt-4 text-lg text-ink-soft">
            Routines and rewards come first. Learning modules and reading tools are on the way, shaped by the
            families who use Brightday today.
          </p>
        </div>
      </section>

      <section aria-labelledby="founder" className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <div className="rounded-3xl bg-sun-200 p-7 sm:p-10">
          <h2 id="founder" className="text-2xl font-extrabold">
            Meet our founder
          </h2>
          <p className="mt-3 text-lg text-ink">
            {founder.name} founded Brightday in 2024, after too many mornings spent repeating &ldquo;shoes,
            teeth, coat&rdquo; at her own front door. She wanted a calm, friendly board her children could
            follow by themselves, and a way to plan it from her phone on the train home. Brightday is that
            board, built for every family that wants fewer battles and more time together.
          </p>
          <p className="mt-4 font-bold">
            {founder.name}, {founder.role}
          </p>
          <GetStartedLink action="join_early_access" className="mt-8">
            Join Early Access
          </GetStartedLink>
        </div>
      </section>
    </>
  );
}

/** The About page: mission, founder and the early-access button. */
export const aboutPage: SitePage = { Component: AboutPage, meta };
