import { useState } from 'react';
import { buttonClass } from '../ui/button-class';
import { usePageMeta } from '../ui/use-page-meta';
import { faqGroups, featuredQuestions, type FaqGroup as FaqGroupData } from './faq-content';
import { FaqGroup } from './faq-group';
import { PageIntro } from './page-intro';
import { contactEmail } from './site-links';
import type { SitePage, SitePageMeta } from './site-page';
import { faqPage as faqStructuredData } from './structured-data';

const meta: SitePageMeta = {
  title: 'FAQ',
  description:
    'Answers to common questions about Brightday: getting started, pairing a board, pricing, Nia, offline use, privacy and support.',
  canonicalPath: '/faq',
  structuredData: () => [faqStructuredData(featuredQuestions)],
};

type GroupId = FaqGroupData['id'];

function FaqPage() {
  usePageMeta(meta);
  // The first group starts open, so the page opens on answers rather than six closed boxes.
  const [open, setOpen] = useState<ReadonlySet<GroupId>>(() => new Set(['getting-started']));
  const allOpen = open.size === faqGroups.length;

  const toggle = (id: GroupId) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <PageIntro eyebrow="FAQ" title="Frequently asked questions">
        <p>Everything parents usually ask before their first Brightday morning.</p>
      </PageIntro>

      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <div className="mb-5 flex justify-end">
          <button
            type="button"
            className={buttonClass('secondary', 'min-h-11 py-2 text-sm')}
            onClick={() => setOpen(allOpen ? new Set() : new Set(faqGroups.map((group) => group.id)))}
          >
            {allOpen ? 'Collapse All' : 'Expand All'}
          </button>
        </div>
        <div className="space-y-4">
          {faqGroups.map((group) => (
            <FaqGroup
              key={group.id}
              group={group}
              open={open.has(group.id)}
              onToggle={() => toggle(group.id)}
            />
          ))}
        </div>

        <p className="pt-10 text-center text-lg text-ink-soft">
          Still wondering about something? Write to{' '}
          <a
            href={`mailto:${contactEmail}`}
            className="font-bold text-sunrise-700 underline underline-offset-4"
          >
            {contactEmail}
          </a>{' '}
          or see all our{' '}
          <a href="/features" className="font-bold text-sunrise-700 underline underline-offset-4">
            features
          </a>
          .
        </p>
      </div>
    </>
  );
}

/** The FAQ page. */
export const faqPage: SitePage = { Component: FaqPage, meta };
