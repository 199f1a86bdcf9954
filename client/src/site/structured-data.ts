// schema.org descriptions of Brightday for search engines (docs/product.md#shared-behaviour):
// the organization, the website, the app at 0 USD, and the features page's list of features.
import { contactEmail, founder, socialLinks } from './site-links';
import type { StructuredData } from './site-page';

const context = 'https://schema.org';
const description =
  'Family routines, chores and rewards for children aged 3 and up: parents plan from their phone, and kids follow along on their own smart board.';

/** Brightday the company. */
export function organization(origin: string): StructuredData {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: 'Brightday',
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    email: contactEmail,
    foundingDate: '2024',
    founder: { '@type': 'Person', name: founder.name },
    sameAs: [socialLinks.instagram, socialLinks.linkedIn],
  };
}

/** The website itself. */
export function website(origin: string): StructuredData {
  return {
    '@context': context,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: 'Brightday',
    url: `${origin}/`,
    publisher: { '@id': `${origin}/#organization` },
  };
}

/** The features the site lists, in the words of the features page. */
export const featureList = [
  'Interactive smart board with the time, the weather and a visual countdown timer',
  'AI routine management with age-appropriate suggestions from Nia',
  'Built-in achievement system with coins, stickers, treasures and stars',
  'Parent app to manage several children and follow their progress in real time',
  'Works without Wi-Fi: timers, alarms and rewards keep running offline',
] as const;

/** The app, free during the launch period (0 USD). */
export function softwareApplication(origin: string): StructuredData {
  return {
    '@context': context,
    '@type': 'SoftwareApplication',
    name: 'Brightday',
    url: `${origin}/`,
    description,
    applicationCategory: 'LifestyleApplication',
    operatingSystem: 'iOS, Android, Web',
    featureList: [...featureList],
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    publisher: { '@id': `${origin}/#organization` },
  };
}

/** The features page, with the feature list as its main content. */
export function featuresWebPage(origin: string): StructuredData {
  return {
    '@context': context,
    '@type': 'WebPage',
    name: 'Brightday features',
    url: `${origin}/features`,
    description,
    isPartOf: { '@id': `${origin}/#website` },
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: featureList.map((name, index) => ({ '@type': 'ListItem', position: index + 1, name })),
    },
  };
}

/** A FAQ page built from question and answer pairs. */
export function faqPage(questions: readonly { question: string; answer: string }[]): StructuredData {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
