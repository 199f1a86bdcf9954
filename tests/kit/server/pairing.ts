import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PairedBoard, PairingCodeIssued } from '@sync/protocol/pairing';
import { childDocument, create } from '../sync/sync-requests';
import { signUpWithConsent } from './accounts';

/** A signed-up parent with one child, as the pairing tests start. */
export async function parentWithChild(app: FastifyInstance, childName = 'Mia') {
  const { response, cookie } = await signUpWithConsent(app);
  const user = response.json<{ id: string; familyId: string }>();
  const child = childDocument(user.familyId, user.id, { name: childName });
  await create(app, { cookie }, 'children', [child]);
  return { user, cookie, child };
}

/** POST /api/pairing/codes for a tablet (a new device id unless given). */
export function requestCode(
  app: FastifyInstance,
  deviceId: string = randomUUID(),
  remoteAddress = '10.9.0.1',
) {
  return app.inject({ method: 'POST', url: '/api/pairing/codes', payload: { deviceId }, remoteAddress });
}

/** A new code for a tablet; throws unless the server issued one. */
export async function newCode(app: FastifyInstance, deviceId: string = randomUUID()) {
  const response = await requestCode(app, deviceId);
  if (response.statusCode !== 201) throw new Error(`code failed: ${response.statusCode} ${response.body}`);
  return { deviceId, ...response.json<PairingCodeIssued>() };
}

/** POST /api/pairing/poll. */
export function poll(app: FastifyInstance, pollSecret: string) {
  return app.inject({ method: 'POST', url: '/api/pairing/poll', payload: { pollSecret } });
}

/** POST /api/children/{childId}/boards as a parent. */
export function claim(
  app: FastifyInstance,
  cookie: string,
  childId: string,
  body: Record<string, unknown>,
  remoteAddress = '10.9.1.1',
) {
  return app.inject({
    method: 'POST',
    url: `/api/children/${childId}/boards`,
    headers: { cookie },
    payload: body,
    remoteAddress,
  });
}

/** A tablet paired with the parent's child through the API; returns what the board received. */
export async function pairBoard(
  app: FastifyInstance,
  cookie: string,
  childId: string,
  deviceId: string = randomUUID(),
  label?: string,
): Promise<PairedBoard> {
  const code = await newCode(app, deviceId);
  const claimed = await claim(app, cookie, childId, { code: code.code, ...(label ? { label } : {}) });
  if (claimed.statusCode !== 201) throw new Error(`claim failed: ${claimed.statusCode} ${claimed.body}`);
  const answer = await poll(app, code.pollSecret);
  const body = answer.json<{ status: string; board: PairedBoard }>();
  if (body.status !== 'paired') throw new Error(`not paired: ${answer.body}`);
  return body.board;
}
