import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { signedIn, signedOut } from './auth-mutations';
import { currentUserKey, type User } from './current-user';

const ada: User = {
  id: 'u1',
  familyId: 'f1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  country: 'United Kingdom',
  preferredTempUnit: 'celsius',
  profilePicture: null,
  childDataConsent: null,
  lastLoginAt: '2025-04-15T07:10:00.000Z',
  createdAt: '2025-04-01T07:10:00.000Z',
};

function clientWithCachedData(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(currentUserKey, null);
  client.setQueryData(['/api/children'], [{ id: 'c1' }]);
  return client;
}

describe('signedIn', () => {
  it('replaces the cached user with the one the server returned', () => {
    const client = clientWithCachedData();
    signedIn(client, ada);
    expect(client.getQueryData(currentUserKey)).toEqual(ada);
  });

  it('marks every other cached answer for reloading', () => {
    const client = clientWithCachedData();
    signedIn(client, ada);
    expect(client.getQueryState(['/api/children'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(currentUserKey)?.isInvalidated).toBe(false);
  });
});

describe('signedOut', () => {
  it('sets the user to null and forgets every other cached answer', async () => {
    const client = clientWithCachedData();
    client.setQueryData(currentUserKey, ada);
    await signedOut(client);
    expect(client.getQueryData(currentUserKey)).toBeNull();
    expect(client.getQueryData(['/api/children'])).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });
});
