import { usePageMeta } from '../ui/use-page-meta';
import { LegalPage } from './legal-page';
import { infoEmail, supportEmail } from './site-links';
import type { SitePage, SitePageMeta } from './site-page';

const meta: SitePageMeta = {
  title: 'Terms and Conditions',
  description: 'The terms that apply when you use Brightday, its parent app and the smart board.',
  canonicalPath: '/terms-and-conditions',
};

function TermsPage() {
  usePageMeta(meta);

  return (
    <LegalPage title="Terms and Conditions" lastUpdated="April 15, 2025">
      <h2>Acceptance</h2>
      <p>
        By creating an account or using Brightday, the parent app or a Brightday board, you agree to these
        terms. If you do not agree, please do not use the service.
      </p>

      <h2>Services</h2>
      <p>
        Brightday helps families plan routines, activities, chores and rewards for their children. Parents use
        the parent app; children follow their routines on a paired board. Nia, our AI coach, suggests routines
        and answers questions; its suggestions are ideas for you to review, not professional advice.
      </p>

      <h2>Eligibility</h2>
      <p>
        You must be at least 18 years old to create an account. Children use Brightday through a board their
        parent or guardian has set up and paired, under that adult&apos;s supervision.
      </p>

      <h2>User Accounts</h2>
      <p>
        You are responsible for the accuracy of your account details, for keeping your password secret and for
        what happens in your account. Tell us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a> if you
        think someone else has used it.
      </p>

      <h2>Acceptable Use</h2>
      <p>
        Use Brightday only for your family and within the law. Do not try to reach other families&apos; data,
        disrupt the service, reverse engineer it, or use it to send anything harmful or unlawful.
      </p>

      <h2>Intellectual Property</h2>
      <p>
        Brightday, its design, software, artwork and content belong to Brightday and its licensors. The
        routines and information you enter remain yours; you give us permission to store and process them to
        provide the service to you.
      </p>

      <h2>Privacy</h2>
      <p>
        How we collect and use information about you and your children is described in our{' '}
        <a href="/privacy-policy">Privacy Policy</a>.
      </p>

      <h2>Subscription and Payments</h2>
      <p>
        Brightday is free during our launch period. Some features may need a paid subscription; before any
        charge, we will tell you what it is and ask for your agreement, and you can cancel at any time.
      </p>

      <h2>Termination</h2>
      <p>
        You may stop using Brightday and ask us to delete your account at any time. We may suspend or
        terminate access to the service at any time, for example if these terms are broken.
      </p>

      <h2>Limitation of Liability</h2>
      <p>
        Brightday is provided as it is. To the extent the law allows, we are not liable for indirect or
        consequential losses, and our total liability is limited to what you paid us in the twelve months
        before the claim. Nothing in these terms limits rights you have by law.
      </p>

      <h2>Changes to Terms</h2>
      <p>
        We may update these terms. When we make an important change we will tell you by e-mail or in the app
        before it takes effect; continuing to use Brightday afterwards means you accept the new terms.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms? Write to <a href={`mailto:${infoEmail}`}>{infoEmail}</a>.
      </p>
    </LegalPage>
  );
}

/** The terms and conditions. */
export const termsPage: SitePage = { Component: TermsPage, meta };
