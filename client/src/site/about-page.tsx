import { ButtonLink } from '../ui/button-link';
import { usePageMeta } from '../ui/use-page-meta';
import { PageIntro } from './page-intro';

export function AboutPage() {
  usePageMeta({
    title: 'About',
    description:
      "Brightday's mission: help children build the executive function skills they need, with routines that grow with them.",
  });

  return (
    <>
      <PageIntro eyebrow="Our mission" title="Helping children grow into confident, independent people">
        <p>
          Brightday will grow with your children, using AI to personalise their learning and build executive
          function skills: planning, focus and self-control, one routine at a time.
        </p>
      </PageIntro>

      <section className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <div className="rounded-3xl bg-white p-7 shadow-soft sm:p-10">
          <h2 className="text-2xl font-extrabold">Why we started</h2>
          <p className="mt-3 text-lg text-ink-soft">
            Brightday was founded in 2024 to take the battles out of busy family mornings and bedtimes.
            Routines and rewards come first; learning modules and reading tools are on the way.
          </p>
          <ButtonLink to="/get-started" className="mt-8">
            Join Early Access
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
