// The FAQ's six groups (docs/product.md#routes-and-screens). The answers are the site's; /setup, the parent
// account on the main site and the '?' feedback icon are named as the spec's FAQ names them.
import { privacyEmail, supportEmail } from './site-links';

/** One question and its answer. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** One collapsible group of questions. */
export interface FaqGroup {
  id: 'getting-started' | 'parents-kids' | 'nia' | 'features' | 'privacy' | 'support';
  title: string;
  items: readonly FaqItem[];
}

export const faqGroups: readonly FaqGroup[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    items: [
      {
        question: 'How do I get started with Brightday?',
        answer:
          'Create your parent account on the main Brightday site, add a profile for each child, and set up their first morning or evening routine. Nia can suggest one for your child’s age that you then edit.',
      },
      {
        question: 'How do I connect my child’s tablet?',
        answer:
          'Open the setup page of Brightday (/setup) in the browser of the tablet that will be your child’s board. It shows a six-digit code; type it into the parent app when you pair a board, and the tablet becomes that child’s board.',
      },
      {
        question: 'What does Brightday cost?',
        answer:
          'Brightday is free for families who join during our launch period. After that it will cost $60 per year.',
      },
      {
        question: 'Which devices can I use?',
        answer:
          'The parent app works in the browser of any phone, tablet or computer, and on iPhone and Android. Any tablet with a modern browser can be a board; add it to the home screen so it opens full screen.',
      },
    ],
  },
  {
    id: 'parents-kids',
    title: 'For parents and kids',
    items: [
      {
        question: 'What age is Brightday for?',
        answer:
          'Children aged 3 and up. Younger children follow the pictures and the countdown; older ones take on more steps and chores by themselves.',
      },
      {
        question: 'Can I add more than one child?',
        answer:
          'Yes. Each child gets a profile, routines, chores, rewards and a board of their own, and you follow everyone from one parent account.',
      },
      {
        question: 'Does my child need an account or a password?',
        answer:
          'No. Only parents have accounts. Your child’s tablet is paired once with a code and then simply shows their board.',
      },
    ],
  },
  {
    id: 'nia',
    title: 'Nia, your AI coach',
    items: [
      {
        question: 'Who is Nia?',
        answer:
          'Nia is Brightday’s AI parenting coach. Nia suggests age-appropriate routines and answers your questions about everyday family moments.',
      },
      {
        question: 'Can I change what Nia suggests?',
        answer:
          'Always. A suggestion is a starting point: you edit the steps and timings before anything reaches your child’s board. Activities you create by hand are never changed.',
      },
      {
        question: 'Does my child talk to the AI?',
        answer: 'No. Nia talks with parents only. Your child sees the routines you approved on their board.',
      },
    ],
  },
  {
    id: 'features',
    title: 'Features',
    items: [
      {
        question: 'What does the board show?',
        answer:
          'The time, the weather and a greeting, the routine in progress with a visual countdown timer, the week ahead, and the coins, stickers and stars your child has earned. It can say the time and weather out loud.',
      },
      {
        question: 'Does the board need Wi-Fi all the time?',
        answer:
          'No. Once paired, the board keeps showing the time, routines, timers and alarms without an internet connection, and shares your child’s progress when it is back online.',
      },
      {
        question: 'How do rewards work?',
        answer:
          'Finished routines and chores earn coins, and streaks earn more. Your child can spend coins on magic rewards you set up, such as a trip to the park.',
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and safety',
    items: [
      {
        question: 'Does Brightday show ads?',
        answer: 'No. Brightday has no third-party ads and no third-party trackers.',
      },
      {
        question: 'How is my family’s data protected?',
        answer:
          'Your data is stored encrypted, and you stay in control of it. We collect information about children under 13 only with verifiable parental consent.',
      },
      {
        question: 'How do I delete my account and data?',
        answer: `E-mail ${privacyEmail} from the address of your account, and we will delete your account and your family’s data.`,
      },
    ],
  },
  {
    id: 'support',
    title: 'Support',
    items: [
      {
        question: 'How do I get help?',
        answer: `Write to ${supportEmail} and a person will answer, usually within one working day.`,
      },
      {
        question: 'How do I send feedback from the app?',
        answer:
          'Tap the ‘?’ icon at the bottom right of the app. Tell us what worked, what did not, and what you would love to see next.',
      },
      {
        question: 'What is coming next?',
        answer:
          'Learning modules and reading tools are on the way, and early-access families hear about them first.',
      },
    ],
  },
];

/**
 * The three questions given to search engines as FAQ structured data (docs/product.md#routes-and-screens).
 */
export const featuredQuestions: readonly FaqItem[] = faqGroups[0]?.items.slice(0, 3) ?? [];
