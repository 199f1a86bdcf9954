import { Link } from 'react-router';
import { usePageMeta } from '../ui/use-page-meta';
import { LegalPage } from './legal-page';
import { contactEmail } from './site-links';

export function TermsPage() {
  usePageMeta({
    title: 'Terms and Conditions',
    description: 'The terms that apply when you use Brightday, its parent app and the smart board.',
  });

  return (
    <LegalPage title="Terms and Conditions" lastUpdated="April 15, 2025">
      <h2>Acceptance</h2>
      <p>
        By creating an account or using Brightday, the parent app or a Brightday board, you agree to these
        terms. If you do not agree, please do not use the service.
      </p>
      <h2>The short version</h2>
      <ul>
        <li>You must be at least 18 years old to create an account.</li>
        <li>Some features may need a paid subscription.</li>
        <li>We may suspend or end access to the service at any time.</li>
        <li>
          How we handle your information is described in our <Link to="/privacy-policy">Privacy Policy</Link>.
        </li>
      </ul>
      <h2>Contact</h2>
      <p>
        Questions about these terms? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </LegalPage>
  );
}
