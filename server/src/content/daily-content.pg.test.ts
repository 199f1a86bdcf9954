import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_GROUPS } from '@sync/domain/age-group';
import { signUpWithConsent } from '../../../tests/kit/server/accounts';
import { createTestApp, type TestApp } from '../../../tests/kit/server/test-app';
import { childDocument, create, pull } from '../../../tests/kit/sync/sync-requests';
import type { CoachProvider } from '../coach/coach-provider';
import { issueDeviceToken } from '../pairing/device-tokens';
import { ensureDailyContent, PROVIDER_ROWS_PER_RUN } from './daily-content-service';
import { dailyPick } from './daily-pick';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A provider that answers with `write()` for every request, counting them. */
function providerWriting(write: (call: number) => unknown) {
  let calls = 0;
  const provider: CoachProvider = {
    model: 'test',
    streamChat: () => {
      throw new Error('not used');
    },
    completeJson: () => {
      calls++;
      return Promise.resolve().then(() => write(calls));
    },
  };
  return { provider, calls: () => calls };
}

const today = new Date().toISOString().slice(0, 10);
type Documents = {
  documents: { date: string; ageGroup: string; kind: string; text: string; source: string }[];
};

describe("the boards' daily joke and thought (ADR 0044)", () => {
  it("are written for every band as the server starts, from the library, and reach a board's offline copy", async () => {
    const { response, cookie } = await signUpWithConsent(testApp.app);
    const user = response.json<{ id: string; familyId: string }>();
    const child = childDocument(user.familyId, user.id);
    await create(testApp.app, { cookie }, 'children', [child]);
    const token = await issueDeviceToken(testApp.database.db, {
      familyId: user.familyId,
      childId: child.id,
      deviceId: `board-${randomUUID()}`,
    });
    const content = (await pull(testApp.app, { token }, 'dailyContent')).json<Documents>().documents;
    const jokes = content.filter((item) => item.kind === 'joke');
    const todays = jokes.filter((joke) => joke.date === today);
    expect(todays.map((joke) => joke.ageGroup).sort()).toEqual([...AGE_GROUPS].sort());
    for (const joke of todays) {
      expect(joke).toMatchObject({
        source: 'builtin',
        text: dailyPick('joke', joke.ageGroup as (typeof AGE_GROUPS)[number], today),
      });
    }
    // Two weeks ahead, so a board offline for a fortnight still has one every day.
    expect(
      jokes.some((joke) => joke.date > new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10)),
    ).toBe(true);
  });

  it.each(['dailyQuotes', 'dailyJokes'])(
    'R-RETIRED-1: tells a protocol 3 board that pulls or pushes %s to reload (426), since protocol 4 made them dailyContent',
    async (collection) => {
      const headers = { 'x-sync-protocol': '3', authorization: 'Bearer any' };
      const pulled = await testApp.app.inject({
        method: 'GET',
        url: `/api/sync/${collection}/pull?seq=0&limit=10`,
        headers,
      });
      const pushed = await testApp.app.inject({
        method: 'POST',
        url: `/api/sync/${collection}/push`,
        headers,
        payload: { rows: [] },
      });
      for (const response of [pulled, pushed]) {
        expect(response.statusCode).toBe(426);
        expect(response.json()).toMatchObject({ code: 'UPGRADE_REQUIRED' });
      }
    },
  );

  it('adds nothing on a second run', async () => {
    expect(await ensureDailyContent({ db: testApp.database.db, provider: null })).toEqual({
      written: 0,
      byProvider: 0,
    });
  });

  it('lets the online helper write a bounded number of new ones, and the library stands in for the rest', async () => {
    const later = new Date(Date.now() + 100 * 86_400_000);
    const { provider, calls } = providerWriting((call) => ({
      text: `A kind new thought number ${call} for today.`,
    }));
    const run = await ensureDailyContent({ db: testApp.database.db, provider, now: later });
    expect(calls()).toBe(PROVIDER_ROWS_PER_RUN);
    expect(run.byProvider).toBe(PROVIDER_ROWS_PER_RUN);
    expect(run.written).toBeGreaterThan(PROVIDER_ROWS_PER_RUN);
  });

  it('falls back to the library when the helper fails, sends junk or a link', async () => {
    const later = new Date(Date.now() + 300 * 86_400_000);
    const answers = [
      () => Promise.reject(new Error('down')),
      () => ({ nope: 1 }),
      () => ({ text: 'Visit https://example.com now!' }),
    ];
    const { provider } = providerWriting((call) => answers[(call - 1) % answers.length]?.());
    const run = await ensureDailyContent({ db: testApp.database.db, provider, now: later });
    expect(run.byProvider).toBe(0);
    expect(run.written).toBeGreaterThan(0);
  });
});
