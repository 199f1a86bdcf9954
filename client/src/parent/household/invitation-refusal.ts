// What the invitation page says when a link cannot be used, in plain words, by the server's code.
import { codeOf, HttpError } from '../../lib/http-client';

/** A refused invitation as the page shows it. */
export interface InvitationRefusal {
  title: string;
  message: string;
  /** Whether logging in with another address could help (the link is for someone else). */
  otherAddress: boolean;
}

/** The words for a failed preview or acceptance; no answer at all reads as a connection problem. */
export function invitationRefusal(error: unknown): InvitationRefusal {
  if (!(error instanceof HttpError) || !error.answered) {
    return {
      title: 'We could not open this invitation',
      message: "We couldn't reach Brightday. Check your connection and try again.",
      otherAddress: false,
    };
  }
  switch (codeOf(error)) {
    case 'INVITATION_EXPIRED':
      return {
        title: 'This invitation has expired',
        message: 'Invitations work for 7 days. Ask the parent who invited you to send a new one.',
        otherAddress: false,
      };
    case 'INVITATION_WRONG_ADDRESS':
      return {
        title: 'This invitation is for someone else',
        message:
          'It was sent to another e-mail address. Log out, then sign up or log in with the address it was sent to.',
        otherAddress: true,
      };
    case 'ALREADY_A_MEMBER':
      return {
        title: 'You are already a member',
        message: 'You already belong to this family. Open the app to see the children’s day.',
        otherAddress: false,
      };
    case 'INVITATION_INVALID':
    case 'NOT_FOUND':
      return {
        title: 'This invitation link does not work',
        message:
          'It may have been used already or cancelled, or the link was copied only in part. Ask the parent who invited you to send a new one.',
        otherAddress: false,
      };
    default:
      return { title: 'We could not open this invitation', message: error.message, otherAddress: false };
  }
}
