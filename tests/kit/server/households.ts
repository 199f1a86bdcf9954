// A household made through the API (ADR 0067): an owner who signs up, and people who accept the owner's
// invitations. For server tests that need members of each role.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signUp, signUpWithConsent } from './accounts';

/** A signed-in person of a family. */
export interface Member {
  id: string;
  email: string;
  cookie: string;
  familyId: string;
}

/** An owner of a new family, with consent to keep children's information given. */
export async function newOwner(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<Member> {
  const { response, cookie, body } = await signUpWithConsent(app, overrides);
  const user = response.json<{ id: string; familyId: string }>();
  return { id: user.id, familyId: user.familyId, cookie, email: String(body.email) };
}

let invitations = 0;

/**
 * Someone new who signs up with a fresh address (and `overrides`) and accepts `inviter`'s invitation as
 * `role`; throws unless both steps succeed.
 */
export async function newMember(
  app: FastifyInstance,
  inviter: Member,
  role: 'parent' | 'caregiver',
  options: {
    until?: string;
    overrides?: Record<string, unknown>;
    /** Runs once the person has signed up in a family of their own, before they accept. */
    beforeAccepting?: (email: string) => Promise<void>;
  } = {},
): Promise<Member> {
  invitations += 1;
  const email = `member-${randomUUID().slice(0, 8)}@example.com`;
  const invited = await app.inject({
    method: 'POST',
    url: '/api/family/invitations',
    headers: { cookie: inviter.cookie },
    payload: { email, role, ...(options.until === undefined ? {} : { until: options.until }) },
    // Each from its own address, so that many families never meet the per-address limit by accident.
    remoteAddress: `10.78.${Math.floor(invitations / 250)}.${(invitations % 250) + 1}`,
  });
  if (invited.statusCode !== 201) throw new Error(`invitation refused: ${invited.body}`);
  const url = invited.json<{ url: string }>().url;
  const { cookie } = await signUp(app, { ...options.overrides, email });
  await options.beforeAccepting?.(email);
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/family/invitations/accept',
    headers: { cookie },
    payload: { token: url.slice(url.lastIndexOf('/') + 1) },
  });
  if (accepted.statusCode !== 200) throw new Error(`acceptance refused: ${accepted.body}`);
  const user = accepted.json<{ id: string; familyId: string }>();
  return { id: user.id, familyId: user.familyId, cookie, email };
}
