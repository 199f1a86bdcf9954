// /smart-board/{childId}: a parent's view of their child's board, the board itself without the app's
// chrome. It reads the parent's own family database (ADR 0008: a tab must not open a second database) and
// writes as the parent; no alarm rings on a parent's screen.
import { weekStartOfUser } from '../session/use-week-start';
import { useMemo } from 'react';
import { Link, Navigate, Outlet, useParams } from 'react-router';
import { roleMayDo } from '@sync/domain/member-permissions';
import { roleOf } from '../parent/household/member-role';
import { useCurrentUser } from '../session/current-user';
import { DEFAULT_FAMILY_TIME_ZONE } from '@sync/schemas/family-settings';
import { FamilyDataProvider, useFamilyData } from '../data/family-data-context';
import { useChild } from '../data/hooks/use-children';
import { buttonClass } from '../ui/button-class';
import { BoardDataContext, type BoardData } from '../board/board-data-context';
import { BoardFrame } from '../board/board-frame';
import { BoardOpening } from '../board/board-opening';

function ChildMissing() {
  return (
    <BoardFrame title="Board">
      <section className="m-auto max-w-lg rounded-[2rem] bg-white p-8 text-center shadow-soft">
        <h1 className="text-3xl font-black">We can&apos;t find this child</h1>
        <p className="mt-3 text-lg text-ink-soft">They may have been removed from your family.</p>
        <Link to="/app" className={`${buttonClass('primary')} mt-6`}>
          Back to today
        </Link>
      </section>
    </BoardFrame>
  );
}

function PreviewBoard({ childId }: { childId: string }) {
  const family = useFamilyData();
  const { user } = useCurrentUser();
  const child = useChild(childId);
  const data = useMemo<BoardData | undefined>(
    () =>
      family === undefined || !user
        ? undefined
        : {
            database: family.database,
            mode: 'preview',
            deviceId: null,
            doneBy: { kind: 'member', id: user.id },
            familyId: user.familyId,
            childId,
            timeZone:
              user.family?.timeZone ??
              (Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_FAMILY_TIME_ZONE),
            weekStart: weekStartOfUser(user),
            temperatureUnit: user.preferredTempUnit,
            weatherPlace: user.family?.weatherPlace ?? null,
            credential: { kind: 'parent' },
            replication: family.replication,
          },
    [family, user, childId],
  );
  if (child === null) return <ChildMissing />;
  if (data === undefined || child === undefined) return <BoardOpening />;
  return (
    <BoardDataContext.Provider value={data}>
      <Outlet />
    </BoardDataContext.Provider>
  );
}

/** The layout of a parent's board preview routes. */
export function BoardPreviewLayout() {
  const { childId = '' } = useParams();
  const { user } = useCurrentUser();
  // The session gate renders this only for a signed-in parent.
  if (!user) return null;
  const role = roleOf(user);
  // The preview writes as the parent and reaches the board's settings: a caregiver's role does not
  // (HOUSEHOLD-1), so an old link leads to today instead.
  if (!roleMayDo(role, 'previewBoard')) return <Navigate to="/app" replace />;
  return (
    <FamilyDataProvider userId={user.id} role={role}>
      <PreviewBoard childId={childId} />
    </FamilyDataProvider>
  );
}
