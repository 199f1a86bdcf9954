import { describe, expect, it } from 'vitest';
import { leaveNeedsAsking, type LeaveAttempt } from './leave-rule';

const editor = { pathname: '/children/c1/routines/r1', search: '' };
const routinesTab = { pathname: '/children/c1', search: '?section=routines' };
const rewardsTab = { pathname: '/children/c1', search: '?section=rewards' };

const attempt = (
  currentLocation: LeaveAttempt['currentLocation'],
  nextLocation: LeaveAttempt['nextLocation'],
  historyAction: LeaveAttempt['historyAction'] = 'PUSH',
): LeaveAttempt => ({ currentLocation, nextLocation, historyAction });

const edited = { editedForms: 1, submitting: false };

describe('leaving a screen', () => {
  it('asks first when an edited form would be left by a link, by Back or by another tab', () => {
    expect(leaveNeedsAsking(attempt(editor, routinesTab), edited)).toBe(true);
    expect(leaveNeedsAsking(attempt(editor, routinesTab, 'POP'), edited)).toBe(true);
    expect(leaveNeedsAsking(attempt(rewardsTab, routinesTab, 'REPLACE'), edited)).toBe(true);
  });

  it('goes at once when nothing on screen is edited', () => {
    expect(leaveNeedsAsking(attempt(editor, routinesTab), { editedForms: 0, submitting: false })).toBe(false);
  });

  it("lets a save's own navigation through", () => {
    expect(leaveNeedsAsking(attempt(editor, routinesTab), { editedForms: 1, submitting: true })).toBe(false);
  });

  it('stays quiet for a move within the same address, such as an anchor', () => {
    expect(leaveNeedsAsking(attempt(routinesTab, routinesTab), edited)).toBe(false);
  });

  it('lets the app replace the screen by another page, as it does after a deletion or a log out', () => {
    expect(leaveNeedsAsking(attempt(editor, { pathname: '/app', search: '' }, 'REPLACE'), edited)).toBe(
      false,
    );
  });
});
