// Contact and social addresses shown on the public site, kept together so they change in one place.
// docs/product.md#calls-and-analytics: mailto links go to the privacy, info and support addresses.

/** General questions, partnerships and press. */
export const infoEmail = 'info@brightday.app';
/** Help with an account, a board or a routine. */
export const supportEmail = 'support@brightday.app';
/** Privacy questions and requests to delete an account and its data. */
export const privacyEmail = 'privacy@brightday.app';
/** The address the footer and other general "write to us" links show. */
export const contactEmail = infoEmail;

export const socialLinks = {
  instagram: 'https://www.instagram.com/brightdayapp',
  linkedIn: 'https://www.linkedin.com/company/brightday',
} as const;

/** The founder the About page names (docs/product.md#about-the-site: a single founder). */
export const founder = { name: 'Maya Ellison', role: 'Founder' } as const;
