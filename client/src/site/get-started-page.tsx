import { useEffect } from 'react';
import { downloadPageViewedEvent, recordSiteEvent } from '../lib/analytics';
import { usePageMeta } from '../ui/use-page-meta';
import { DownloadCard } from './download-card';
import { FeatureCard } from './feature-card';
import { InstallGuide } from './install-guide';
import { PageIntro } from './page-intro';
import { SiteButton } from './site-button';
import type { SitePage, SitePageMeta } from './site-page';
import { StoreButtons } from './store-buttons';
import { useDevice } from './use-device';

const meta: SitePageMeta = {
  title: 'Get Started',
  description:
    'Start Brightday for free: get the parent app, add your children and turn any tablet into their routine board.',
  canonicalPath: '/get-started',
};

function GetStartedPage() {
  usePageMeta(meta);
  const device = useDevice();

  useEffect(() => {
    if (device) void recordSiteEvent(downloadPageViewedEvent(device));
  }, [device]);

  return (
    <>
      <PageIntro eyebrow="Get started" title="Start your family's Brightday">
        <p>
          Create your free account, add your children, then open the board setup on the tablet that will hang
          in your kitchen or bedroom. Pairing takes a single six-digit code.
        </p>
        {/* First on the page, in every browser: an account is where every family starts, with or without a
            store listing, and the steps to install come after it. */}
        <div className="mt-8 flex flex-col items-center gap-4">
          <SiteButton href="/signup" className="min-h-16 px-10 text-xl shadow-lift">
            Create your free account
          </SiteButton>
          <p className="text-base">
            Already have an account?{' '}
            <a
              href="/login"
              className="inline-flex min-h-11 items-center font-bold text-sunrise-700 underline underline-offset-4 hover:text-ink"
            >
              Log in
            </a>
          </p>
        </div>
      </PageIntro>

      <section aria-label="What you get" className="mx-auto max-w-5xl px-4 sm:px-6">
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
          <h2 id="offer" className="text-sm font-bold tracking-wider text-sun-400 uppercase">
            Limited-time offer
          </h2>
          <p className="mt-3 text-6xl font-black">FREE</p>
          <p className="mt-2 text-lg text-cream/85">
            Regular price <span className="line-through">$60/year</span>, free for families who join during
            our launch period.
          </p>
          <div className="mt-8">
            <StoreButtons />
          </div>
          <p className="mt-6 text-cream/85">
            Prefer the browser?{' '}
            <a href="/signup" className="font-bold text-sun-400 underline underline-offset-4">
              Sign up free
            </a>{' '}
            or{' '}
            <a href="/login" className="font-bold text-sun-400 underline underline-offset-4">
              log in
            </a>
            .
          </p>
        </div>
      </section>

      <section aria-label="Get the app" className="px-4 pb-16 sm:px-6">
        <DownloadCard />
      </section>

      <InstallGuide />

      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h2 className="text-2xl font-extrabold">Setting up your child&apos;s board?</h2>
        <p className="mt-3 text-lg text-ink-soft">
          Open the setup page on the tablet and pair it with the code it shows.
        </p>
        <SiteButton href="/setup" variant="secondary" className="mt-6">
          Set up a board
        </SiteButton>
      </section>
    </>
  );
}

/** The download page. */
export const getStartedPage: SitePage = { Component: GetStartedPage, meta };
