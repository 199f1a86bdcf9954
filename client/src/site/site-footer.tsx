import { Logo } from '../ui/logo';
import { contactEmail, socialLinks } from './site-links';
import { InstagramIcon, LinkedInIcon } from './social-icons';
import { useClientValue } from './use-client-value';

const linkGroups = [
  {
    heading: 'Product',
    links: [
      { href: '/features', label: 'Features' },
      { href: '/get-started', label: 'Get Started' },
      { href: '/faq', label: 'FAQ' },
    ],
  },
  { heading: 'Company', links: [{ href: '/about', label: 'About' }] },
  {
    heading: 'Legal',
    links: [
      { href: '/privacy-policy', label: 'Privacy' },
      { href: '/terms-and-conditions', label: 'Terms' },
    ],
  },
] as const;

const socialClass =
  'grid size-11 place-items-center rounded-full bg-white/10 text-cream transition hover:bg-white/20';

const thisYear = new Date().getFullYear();

/** The site's footer: link groups, contact address, social links and the copyright year. */
export function SiteFooter() {
  // The prerendered page carries the year it was built in; the browser shows the current one.
  const year = useClientValue(() => thisYear, __BUILD_YEAR__);

  return (
    <footer className="bg-ink text-cream">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div>
          <Logo className="text-cream" />
          <p className="mt-4 max-w-xs text-cream/80">
            Routines, chores and rewards that help young children take charge of their day.
          </p>
          <a
            href={`mailto:${contactEmail}`}
            className="mt-5 inline-block font-semibold text-sun-400 underline-offset-4 hover:underline"
          >
            {contactEmail}
          </a>
          <div className="mt-5 flex gap-3">
            <a href={socialLinks.instagram} target="_blank" rel="noopener noreferrer" className={socialClass}>
              <InstagramIcon />
              <span className="sr-only">Brightday on Instagram</span>
            </a>
            <a href={socialLinks.linkedIn} target="_blank" rel="noopener noreferrer" className={socialClass}>
              <LinkedInIcon />
              <span className="sr-only">Brightday on LinkedIn</span>
            </a>
          </div>
        </div>
        {linkGroups.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="text-sm font-bold tracking-wider text-sun-400 uppercase">{group.heading}</h2>
            <ul className="mt-4 space-y-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-block py-1.5 text-cream/85 underline-offset-4 hover:text-cream hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-cream/75 sm:px-6">© {year} Brightday</p>
      </div>
    </footer>
  );
}
