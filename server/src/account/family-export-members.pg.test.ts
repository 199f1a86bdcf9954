// The family export lists the household (issue "Households", ADR 0032): every member by name and role,
// never a secret. Runs on the embedded database, or on Postgres when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyExportSchema } from '@sync/schemas/family-export';
import { newMember, newOwner } from '../../../tests/kit/server/households';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, 180_000);
afterAll(() => testApp.close());

function exportOf(cookie: string) {
  return testApp.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
}

describe('the family export lists the members', () => {
  it('names each member with their role, last day, joining and last activity, the owner first', async () => {
    const owner = await newOwner(testApp.app, { firstName: 'Ama', lastName: 'Owusu' });
    const coParent = await newMember(testApp.app, owner, 'parent', {
      overrides: { firstName: 'Kofi', lastName: 'Owusu' },
    });
    await newMember(testApp.app, owner, 'caregiver', {
      until: '2099-12-31',
      overrides: { firstName: 'Efua', lastName: 'Mensah' },
    });

    const response = await exportOf(coParent.cookie);

    expect(response.statusCode).toBe(200);
    const file = familyExportSchema.parse(response.json());
    expect(file.version).toBe(3);
    expect(file.members.map(({ firstName, role, until }) => ({ firstName, role, until }))).toEqual([
      { firstName: 'Ama', role: 'owner', until: null },
      { firstName: 'Kofi', role: 'parent', until: null },
      { firstName: 'Efua', role: 'caregiver', until: '2099-12-31' },
    ]);
    for (const member of file.members) {
      expect(Date.parse(member.joinedAt)).not.toBeNaN();
      // Each has used the API since joining (the acceptance, the export), which counts as activity.
      expect(member.lastActiveAt === null || !Number.isNaN(Date.parse(member.lastActiveAt))).toBe(true);
    }
    expect(file.members.find((member) => member.role === 'parent')?.lastActiveAt).not.toBeNull();
  });

  it('holds no e-mail address of another member, password hash, token or session', async () => {
    const owner = await newOwner(testApp.app);
    const caregiver = await newMember(testApp.app, owner, 'caregiver');
    await testApp.app.inject({
      method: 'POST',
      url: '/api/family/invitations',
      headers: { cookie: owner.cookie },
      payload: { email: 'waiting@example.com', role: 'parent' },
      remoteAddress: '10.79.0.1',
    });

    const text = (await exportOf(owner.cookie)).body;

    expect(text).not.toContain(caregiver.email);
    expect(text).not.toMatch(/password|hash|scrypt|"sid"|"sess"|token/i);
    const secrets = await testApp.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('family_id', '=', owner.familyId)
      .execute();
    expect(secrets).toHaveLength(2);
    for (const { password_hash: hash } of secrets) expect(text).not.toContain(hash);
    const invitations = await testApp.database.db
      .selectFrom('invitations')
      .select('token_hash')
      .where('family_id', '=', owner.familyId)
      .execute();
    for (const { token_hash: hash } of invitations) expect(text).not.toContain(hash);
  });

  it("lists only this family's members, never another family's", async () => {
    const owner = await newOwner(testApp.app);
    const stranger = await newOwner(testApp.app, { firstName: 'Stranger' });
    await newMember(testApp.app, stranger, 'caregiver', { overrides: { firstName: 'Faraway' } });

    const file = familyExportSchema.parse((await exportOf(owner.cookie)).json());

    expect(file.members).toEqual([expect.objectContaining({ userId: owner.id, role: 'owner' })]);
    expect(JSON.stringify(file)).not.toMatch(/Stranger|Faraway/);
  });
});
