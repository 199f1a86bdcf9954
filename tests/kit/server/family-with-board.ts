import { randomUUID } from 'node:crypto';
import { issueDeviceToken } from '../../../server/src/pairing/device-tokens';
import { childDocument, create, type Credential } from '../sync/sync-requests';
import { signUpWithConsent } from './accounts';
import type { TestApp } from './test-app';

/**
 * A new family (its parent consented to keeping children's data) with one child and a board paired to it, whose
 * device is `deviceId`.
 */
export async function familyWithBoard(testApp: TestApp) {
  const { response, cookie } = await signUpWithConsent(testApp.app);
  const user = response.json<{ id: string; familyId: string }>();
  const parent: Credential = { cookie };
  const child = childDocument(user.familyId, user.id);
  await create(testApp.app, parent, 'children', [child]);
  const { deviceId, board } = await anotherBoard(testApp, user.familyId, child.id);
  return { familyId: user.familyId, userId: user.id, parent, board, deviceId, child };
}

/** One more board paired to the child: its device and its credential. */
export async function anotherBoard(
  testApp: TestApp,
  familyId: string,
  childId: string,
): Promise<{ deviceId: string; board: Credential }> {
  const deviceId = `board-${randomUUID()}`;
  const token = await issueDeviceToken(testApp.database.db, { familyId, childId, deviceId });
  return { deviceId, board: { token } };
}
