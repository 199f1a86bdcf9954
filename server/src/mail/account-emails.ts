import type { MailMessage } from './mailer';

const RESET_LINK_MINUTES = 30;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(title: string, paragraphs: string[], button?: { label: string; href: string }): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('');
  const action =
    button === undefined
      ? ''
      : `<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="background:#ff7a45;color:#1d1b3a;` +
        `padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:700">${escapeHtml(button.label)}</a></p>`;
  return (
    `<!doctype html><html><body style="margin:0;background:#fff8ef;font-family:system-ui,sans-serif;color:#1d1b3a">` +
    `<div style="max-width:520px;margin:0 auto;padding:32px 24px"><h1 style="font-size:22px">${escapeHtml(title)}</h1>` +
    `${body}${action}<p style="color:#5b5a73;font-size:13px">Brightday · routines that make mornings calmer</p></div></body></html>`
  );
}

/** The e-mail with a password reset link. */
export function resetLinkEmail(to: string, firstName: string, link: string): MailMessage {
  const lines = [
    `Hi ${firstName},`,
    `Someone asked to reset the password of your Brightday account. If it was you, choose a new password with the link below. It works once, for ${RESET_LINK_MINUTES} minutes.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Reset your Brightday password',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout('Reset your password', lines, { label: 'Choose a new password', href: link }),
  };
}

/** The confirmation sent after a password was changed by reset. */
export function passwordChangedEmail(to: string, firstName: string, loginUrl: string): MailMessage {
  const lines = [
    `Hi ${firstName},`,
    'The password of your Brightday account was just changed, and every device that was signed in has been signed out.',
    'If you did not do this, reset your password right away and write to support@brightday.app.',
  ];
  return {
    to,
    subject: 'Your Brightday password was changed',
    text: `${lines.join('\n\n')}\n\nLog in: ${loginUrl}\n`,
    html: layout('Your password was changed', lines, { label: 'Log in', href: loginUrl }),
  };
}

/** The invitation to join a family's household (ADR 0067); the link works once, for 7 days. */
export function invitationEmail(
  to: string,
  invitation: { invitedBy: string; familyName: string; role: 'parent' | 'caregiver'; until: string | null },
  link: string,
): MailMessage {
  const as =
    invitation.role === 'parent'
      ? 'as a parent: you will see and change everything the family keeps in Brightday'
      : `as a caregiver: you will see the children's days, tick their steps and jobs and hand over rewards${
          invitation.until === null ? '' : `, until ${invitation.until}`
        }`;
  const lines = [
    'Hi,',
    `${invitation.invitedBy} invited you to join ${invitation.familyName} on Brightday, ${as}.`,
    'Sign up or log in with this e-mail address, then accept with the link below. It works once, for 7 days.',
    'If you did not expect this, ignore this e-mail: nothing happens unless you accept.',
  ];
  return {
    to,
    subject: `${invitation.invitedBy} invited you to ${invitation.familyName} on Brightday`,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(`Join ${invitation.familyName}`, lines, { label: 'See the invitation', href: link }),
  };
}
