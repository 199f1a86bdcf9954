import { Link } from 'react-router';
import { usePageMeta } from '../ui/use-page-meta';
import { PageIntro } from './page-intro';
import { contactEmail } from './site-links';

const questions = [
  {
    question: 'How do I connect my child’s tablet?',
    answer:
      'Create your parent account on this site and add your child. Then open the setup page on the tablet: it shows a six-digit code, which you type into the parent app to pair the board with your child.',
  },
  {
    question: 'What does Brightday cost?',
    answer:
      'Brightday is free for families who join during our launch period. After that it costs $60 per year.',
  },
  {
    question: 'Does the board need Wi-Fi all the time?',
    answer:
      'No. Once it is paired, the board keeps showing the time, routines and timers without an internet connection, and shares your child’s progress when it is back online.',
  },
  {
    question: 'Who is Nia?',
    answer:
      'Nia is Brightday’s AI parenting coach. Nia suggests age-appropriate routines, which you can edit before they reach the board, and answers your questions about everyday routines.',
  },
] as const;

export function FaqPage() {
  usePageMeta({
    title: 'FAQ',
    description:
      'Answers to common questions about Brightday: setting up a board, pricing, offline use and Nia.',
  });

  return (
    <>
      <PageIntro eyebrow="FAQ" title="Frequently asked questions">
        <p>Everything parents usually ask before their first Brightday morning.</p>
      </PageIntro>

      <section className="mx-auto max-w-3xl space-y-4 px-4 pb-20 sm:px-6">
        {questions.map((item) => (
          <details
            key={item.question}
            className="group rounded-3xl bg-white shadow-soft open:ring-2 open:ring-sky-400"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-3xl p-6 text-lg font-extrabold [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-sky-100 text-xl text-sky-700 transition group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="px-6 pb-6 text-lg text-ink-soft">{item.answer}</p>
          </details>
        ))}

        <p className="pt-6 text-center text-lg text-ink-soft">
          Still wondering about something? Write to{' '}
          <a
            href={`mailto:${contactEmail}`}
            className="font-bold text-sunrise-700 underline underline-offset-4"
          >
            {contactEmail}
          </a>{' '}
          or see our{' '}
          <Link to="/features" className="font-bold text-sunrise-700 underline underline-offset-4">
            features
          </Link>
          .
        </p>
      </section>
    </>
  );
}
