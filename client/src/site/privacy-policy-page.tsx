import {
  ANALYTICS_EVENT_RETENTION_DAYS,
  APPLIED_WRITE_RETENTION_DAYS,
  BOARD_USAGE_RETENTION_DAYS,
  RESET_TOKEN_LIFETIME_MINUTES,
  TOMBSTONE_RETENTION_DAYS,
} from '@sync/domain/retention';
import { usePageMeta } from '../ui/use-page-meta';
import { LegalPage } from './legal-page';
import { privacyEmail, supportEmail } from './site-links';
import type { SitePage, SitePageMeta } from './site-page';

const meta: SitePageMeta = {
  title: 'Privacy Policy',
  description: 'How Brightday collects, uses and protects information about parents and children.',
  canonicalPath: '/privacy-policy',
};

function PrivacyPolicyPage() {
  usePageMeta(meta);

  return (
    <LegalPage title="Privacy Policy" lastUpdated="April 15, 2025">
      <h2>Introduction</h2>
      <p>
        This policy explains what information Brightday collects when you use our website, the parent app and
        your child&apos;s board, how we use and protect it, and the choices you have. Brightday is made for
        parents: only adults create accounts, and a parent decides what their child&apos;s board shows.
      </p>

      <h2>Information We Collect</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your first and last name, e-mail address, password (stored only as a
          secure hash), country, preferred temperature unit and, if you add one, a profile picture.
        </li>
        <li>
          <strong>Your children&apos;s profiles:</strong> the name, birth date, optional picture and board
          theme you enter for each child.
        </li>
        <li>
          <strong>What you plan and what your child does:</strong> routines, activities, chores, alarms and
          rewards, and when steps are completed and points earned.
        </li>
        <li>
          <strong>Board usage:</strong> when a paired board is in use, how long, and how often it is touched,
          so we can keep it working well.
        </li>
        <li>
          <strong>Our own website statistics:</strong> which download page and buttons are used, with the kind
          of device and operating system. These are recorded by Brightday itself; we use no third-party
          trackers.
        </li>
      </ul>

      <h2>How We Use Your Information</h2>
      <p>
        We use your information to run Brightday: to show your child&apos;s board, keep it in step with the
        parent app, award coins and streaks, send the e-mails you ask for (such as a password reset), answer
        your questions and improve the service. We never sell your information and never show third-party ads.
      </p>
      <p>
        Nia, our AI coach, answers from a guide built into the app, on your device. Only if a parent turns on
        Nia&apos;s online helper, with a separate consent, are your question, the recent messages of the
        conversation and the age band of the child you chose sent to an AI provider. Before they are sent we
        replace your children&apos;s names and the names of the parents on your account (whole or in parts, in
        capitals or not, with or without accents), your children&apos;s birth dates written with the year or
        the month&apos;s name, the town you chose for the weather, and any e-mail address. A name that is also
        an everyday word, such as Rose or Will, is replaced only when it is written with a capital letter.
        Nicknames, other people&apos;s names and anything else you write, such as a school, are sent as you
        wrote them, so please leave them out. Photos, routines and rewards are never sent. Children do not
        talk to Nia.
      </p>

      <h2>Sharing Your Information</h2>
      <p>
        We share information only with the service providers that help us run Brightday (hosting, e-mail
        delivery and, for Nia, an AI provider), under contracts that let them use it for that purpose only;
        when the law requires it; or to protect the safety of our users.
      </p>
      <h3>Within your family</h3>
      <p>
        A family may have several grown-ups, each with their own login. What each of them can see and do
        depends on the role a parent gave them:
      </p>
      <ul>
        <li>
          <strong>Parents</strong> (the parent who created the family and the parents they invite) see and
          change everything: the children&apos;s profiles, routines, rewards, boards and conversations with
          Nia, the members&apos; e-mail addresses, and the family&apos;s data to download. Only a parent gives
          consent to keep children&apos;s information and to use Nia&apos;s online helper. Only the parent who
          created the family can delete it, which ends every member&apos;s access.
        </li>
        <li>
          <strong>Caregivers</strong>, such as a grandparent or a babysitter, see today and the week for the
          children, tick steps and jobs, stop alarms, give a bonus up to the limit the parents set and hand
          over rewards a child chose. They cannot change routines, rewards or profiles, pair or remove boards,
          see the other members&apos; e-mail addresses or conversations with Nia, or download or delete the
          family&apos;s data. A parent may end a caregiver&apos;s access on a chosen day.
        </li>
      </ul>
      <p>
        An invitation link works once, for 7 days, and only for the e-mail address it was sent to; we keep
        only a fingerprint of it. When a member is removed, or a caregiver&apos;s last day has passed, they
        are signed out everywhere and their devices delete their copy of the family&apos;s data the next time
        they connect. A member who leaves removes only their own membership. The family&apos;s data download
        lists the members and their roles, never passwords or invitation links.
      </p>

      <h2>Children&apos;s Privacy</h2>
      <p>
        We collect information from children under 13 only with verifiable parental consent, which a parent
        gives when they create their account and add a child. You may review, update or delete your
        child&apos;s information at any time in your account settings, or ask us to do it for you. A child
        never needs an account, an e-mail address or a password to use their board.
      </p>
      <h3>How long we keep it</h3>
      <p>
        We keep your family&apos;s information only as long as it is needed. Old records are deleted
        automatically every hour:
      </p>
      <ul>
        <li>
          <strong>Anything you delete</strong> (a child, a routine, a chore, a reward) is removed from our
          servers {TOMBSTONE_RETENTION_DAYS} days after you delete it. Until then we keep a note that it was
          deleted, so that a board that was offline learns of it and removes it too.
        </li>
        <li>
          <strong>Board usage</strong> is deleted after {BOARD_USAGE_RETENTION_DAYS} days.
        </li>
        <li>
          <strong>Our own website statistics</strong> are deleted after {ANALYTICS_EVENT_RETENTION_DAYS} days.
        </li>
        <li>
          <strong>Password reset links</strong> work for {RESET_TOKEN_LIFETIME_MINUTES} minutes and are
          deleted once used or expired.
        </li>
        <li>
          <strong>Sync receipts</strong>, the fingerprints that stop a change from being applied twice (they
          hold no names or text), are deleted after {APPLIED_WRITE_RETENTION_DAYS} days.
        </li>
        <li>
          Your account, your children&apos;s profiles and what you plan stay for as long as you keep them,
          until you delete them or your account.
        </li>
      </ul>

      <h2>Data Security</h2>
      <p>
        Your family&apos;s data is encrypted in transit and stored encrypted. Passwords are stored only as
        salted hashes. A paired board holds a key that can reach only its own child&apos;s board and that you
        can revoke at any time. No system is perfectly secure, but we work hard to protect your information.
      </p>

      <h2>Your Rights and Choices</h2>
      <ul>
        <li>You can see and correct your account and your children&apos;s profiles in the parent app.</li>
        <li>You can ask us for a copy of your information.</li>
        <li>
          To delete your account and all of your family&apos;s data, e-mail{' '}
          <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> from the address of your account.
        </li>
        <li>You can log out of every device at once from your profile.</li>
      </ul>

      <h2>Contact Us</h2>
      <p>
        Questions about your privacy? Write to <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>. For help
        with the app, write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </LegalPage>
  );
}

/** The privacy policy. */
export const privacyPolicyPage: SitePage = { Component: PrivacyPolicyPage, meta };
