import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-client';
import { invitationRefusal } from './invitation-refusal';

const refused = (status: number, code: ConstructorParameters<typeof HttpError>[1]) =>
  new HttpError(status, code, 'refused', 'refused');

describe('invitation refusals', () => {
  it('says in plain words that a link expired, was used or is for another address', () => {
    expect(invitationRefusal(refused(410, 'INVITATION_EXPIRED')).title).toBe('This invitation has expired');
    expect(invitationRefusal(refused(404, 'INVITATION_INVALID')).message).toMatch(
      /used already or cancelled/,
    );
    const wrong = invitationRefusal(refused(403, 'INVITATION_WRONG_ADDRESS'));
    expect(wrong.title).toBe('This invitation is for someone else');
    expect(wrong.otherAddress).toBe(true);
  });

  it('reads no answer as a connection problem, not as a bad link', () => {
    expect(invitationRefusal(new HttpError(0, undefined, 'offline', undefined)).message).toMatch(
      /connection/,
    );
  });
});
