// A caregiver of the fuzz family (HOUSEHOLD-8): invited by the parent, signed up with the invited address
// on a device of their own, and in the family once they accept — the way a grandparent joins.
import { signupBody } from '../kit/server/accounts';
import type { TestNetwork } from '../kit/sync/test-network';
import { logInParent } from './parent-login';

async function posted(network: TestNetwork, url: string, body: object, expected: number) {
  const response = await network.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-platform-source': 'web' },
    body: JSON.stringify(body),
  });
  if (response.status !== expected)
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * Invites a caregiver from `parent`'s network and has them join on `caregiver`'s: its jar then holds the
 * caregiver's session, whose `name=value` is answered too (to tell their requests apart).
 */
export async function joinAsCaregiver(
  parent: TestNetwork,
  caregiver: TestNetwork,
  baseUrl: string,
): Promise<{ id: string; sessionCookie: string }> {
  const body = signupBody();
  const invited = await posted(
    parent,
    `${baseUrl}/api/family/invitations`,
    { email: body.email, role: 'caregiver' },
    201,
  );
  const { url } = (await invited.json()) as { url: string };
  await posted(caregiver, `${baseUrl}/api/register`, body, 201);
  await posted(
    caregiver,
    `${baseUrl}/api/family/invitations/accept`,
    { token: url.slice(url.lastIndexOf('/') + 1) },
    200,
  );
  // A fresh session in the family they joined, as the app has after the next sign-in.
  const { id, sessionCookie } = await logInParent(caregiver, baseUrl, String(body.email));
  return { id, sessionCookie };
}
