import { usePageMeta } from '../ui/use-page-meta';
import { LegalPage } from './legal-page';
import { contactEmail } from './site-links';

export function PrivacyPolicyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description: 'How Brightday collects, uses and protects information about parents and children.',
  });

  return (
    <LegalPage title="Privacy Policy" lastUpdated="April 15, 2025">
      <h2>Introduction</h2>
      <p>
        This policy explains what information Brightday collects when you use our website, the parent app and
        your child&apos;s board, how we use and protect it, and the choices you have.
      </p>
      <h2>The short version</h2>
      <ul>
        <li>We never show third-party ads.</li>
        <li>Your family&apos;s data is stored encrypted, and you stay in control of it.</li>
        <li>We collect information from children under 13 only with verifiable parental consent.</li>
        <li>To delete your account and data, e-mail us and we will take care of it.</li>
      </ul>
      <h2>Contact Us</h2>
      <p>
        Questions about your privacy? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </LegalPage>
  );
}
