/** Contact and social addresses shown on the public site, kept together so they change in one place. */
export const contactEmail = 'hello@brightday.app';

export const socialLinks = {
  instagram: 'https://www.instagram.com/brightdayapp',
  linkedIn: 'https://www.linkedin.com/company/brightday',
} as const;
