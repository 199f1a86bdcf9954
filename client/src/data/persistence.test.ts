// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { requestPersistentStorage, type PersistentStorage } from './persistence';

function storage(persisted: boolean, persist: () => Promise<boolean>): PersistentStorage {
  return { persisted: () => Promise.resolve(persisted), persist };
}

describe('requestPersistentStorage', () => {
  it('reports persisted when the browser already keeps the data, without asking again', async () => {
    let asked = false;
    const result = await requestPersistentStorage(
      storage(true, () => {
        asked = true;
        return Promise.resolve(true);
      }),
    );
    expect(result).toBe('persisted');
    expect(asked).toBe(false);
  });

  it("reports the browser's answer to the request", async () => {
    expect(await requestPersistentStorage(storage(false, () => Promise.resolve(true)))).toBe('persisted');
    expect(await requestPersistentStorage(storage(false, () => Promise.resolve(false)))).toBe('best-effort');
  });

  it('reports best-effort when the browser throws instead of answering', async () => {
    expect(await requestPersistentStorage(storage(false, () => Promise.reject(new Error('private'))))).toBe(
      'best-effort',
    );
  });

  it('reports unsupported where there is no Storage API', async () => {
    expect(await requestPersistentStorage(undefined)).toBe('unsupported');
  });
});
