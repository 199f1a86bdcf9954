import { contactEmail } from '../site/site-links';
import { ParentPage } from './parent-page';

export function ProfilePage() {
  return (
    <ParentPage
      title="Your profile"
      lede="Your name, country, preferred temperature unit and account settings live here."
    >
      <p className="text-ink-soft">
        To delete your account and all of your family&apos;s data, e-mail{' '}
        <a
          href={`mailto:${contactEmail}`}
          className="font-bold text-sunrise-700 underline underline-offset-4"
        >
          {contactEmail}
        </a>
        .
      </p>
    </ParentPage>
  );
}
