// The end of a membership on this browser: the person left, or the family removed them (or a caregiver's
// last day passed). Like a revoked board (board-device-layout.tsx), nothing of the family stays: the local
// database is wiped and the session forgotten; a removed member then reads which family they left.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { signedOut } from '../../session/auth-mutations';
import { useCurrentUser } from '../../session/current-user';
import { closeFamilyData, wipeFamilyDataOf } from '../../data/family-data';
import { rememberMembershipEnded } from '../../session/membership-memory';

/** Where a removed member lands. */
export const MEMBERSHIP_ENDED_PATH = '/no-longer-a-member';

/** Ends this browser's membership: 'left' by choice, or 'ended' by the family or the calendar. */
export function useEndMembership(): (how: 'left' | 'ended') => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = useCurrentUser().user?.id;
  const ending = useRef(false);
  return useCallback(
    async (how: 'left' | 'ended') => {
      // The replication and a caregiver's last day may both notice the end: end once.
      if (ending.current) return;
      ending.current = true;
      if (how === 'ended') rememberMembershipEnded();
      // The screen comes first; the wipe takes a moment and nothing should move under the reader. It is
      // recorded before it starts, so a page reloaded or closed half-way finishes it on the ended screen.
      const wiped = (userId === undefined ? closeFamilyData({ wipe: true }) : wipeFamilyDataOf(userId)).catch(
        (error: unknown) => console.error('could not wipe the family data', error),
      );
      await signedOut(queryClient);
      await navigate(how === 'ended' ? MEMBERSHIP_ENDED_PATH : '/login', { replace: true });
      await wiped;
    },
    [navigate, queryClient, userId],
  );
}
