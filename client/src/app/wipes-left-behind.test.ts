import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPendingWipe, pendingWipes, rememberPendingWipe } from '../data/pending-wipes';
import { finishWipesLeftBehind } from './wipes-left-behind';

afterEach(() => {
  for (const userId of pendingWipes()) forgetPendingWipe(userId);
});

describe('the wipes an earlier page left behind', () => {
  it('are finished by the next page that opens, whoever is signed in', async () => {
    rememberPendingWipe('parent-who-closed-the-tab');
    const finishPendingWipes = vi.fn(() => {
      forgetPendingWipe('parent-who-closed-the-tab');
      return Promise.resolve();
    });
    await finishWipesLeftBehind(() => Promise.resolve({ finishPendingWipes }));
    expect(finishPendingWipes).toHaveBeenCalledTimes(1);
    expect(pendingWipes()).toEqual([]);
  });

  it('load no database code when nothing was left behind', async () => {
    const load = vi.fn();
    await finishWipesLeftBehind(load);
    expect(load).not.toHaveBeenCalled();
  });
});
