import { useState } from 'react';
import { Spinner } from '../ui/spinner';
import { ActionCard } from './action-card';
import { useMemberRole } from './household/use-member-role';
import { roleMayDo } from '@sync/domain/member-permissions';
import { ChildTodayCard } from './child-today-card';
import { ParentPage } from '../ui/parent-page';
import { useChildren } from '../data/hooks/use-children';
import { useFamilyTimeZone, useFamilyToday } from '../session/use-family-today';
import { useCurrentUser } from '../session/current-user';
import { readDashboardSnapshot } from './dashboard-snapshot';
import { useDashboardSnapshotWriter } from './use-dashboard-snapshot-writer';

/**
 * The family today: a card per child with the routine in progress (tickable), coins, streak and the week,
 * updating live as boards report; and the way to a first child when there is none yet.
 */
export function DashboardPage() {
  // Undefined until the family's children are there, or their first pull has landed (SPEC I-STATE-4).
  const children = useChildren();
  const today = useFamilyToday();
  const timeZone = useFamilyTimeZone();
  const userId = useCurrentUser().user?.id;
  // Read once, with the first render: the cards paint as the dashboard last drew them while the database
  // opens (ADR 0083), then each goes live as its own reads answer.
  const [lastShown] = useState(() =>
    userId === undefined ? undefined : readDashboardSnapshot(userId, today, timeZone),
  );
  const onLiveReads = useDashboardSnapshotWriter(children, today, timeZone);
  const shownChildren = children ?? lastShown?.children;
  const empty = children !== undefined && children.length === 0;
  const waiting = shownChildren === undefined;
  const role = useMemberRole();
  return (
    <ParentPage
      title="Your family today"
      lede={
        empty
          ? 'Start with your child: add their profile, then give them a first routine in one tap.'
          : "See each child's routines, chores and coins as they happen, wherever you are."
      }
    >
      {/* Reserves the cards' height while the local database opens, so nothing jumps when it does. */}
      <div className="min-h-24">
        {waiting && (
          <div className="mb-6 flex items-center gap-3 font-semibold text-ink-soft">
            <Spinner size="small" label="Loading your family…" />
            <span aria-hidden="true">Loading your family…</span>
          </div>
        )}
        {shownChildren && shownChildren.length > 0 && (
          <ul aria-label="Your children" className="mb-6 grid items-start gap-4 lg:grid-cols-2">
            {shownChildren.map((child) => (
              <ChildTodayCard
                key={child.id}
                child={child}
                today={today}
                timeZone={timeZone}
                lastShown={lastShown?.today === today ? lastShown.cards[child.id] : undefined}
                onLiveReads={onLiveReads}
              />
            ))}
          </ul>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {roleMayDo(role, 'editChildren') && (
            <ActionCard
              to="/add-child"
              icon="users"
              title={empty ? 'Add your first child' : 'Add a child'}
              body="Create a profile so your child gets their own board, routines and rewards."
            />
          )}
          <ActionCard
            to="/family"
            icon="users"
            title="Family"
            body={
              roleMayDo(role, 'inviteMembers')
                ? 'The grown-ups who share the days, invitations and where your family lives.'
                : "The grown-ups who share the children's days."
            }
          />
          {roleMayDo(role, 'useCoach') && (
            <ActionCard
              to="/nia-coach"
              icon="chat"
              title="Ask Nia"
              body="Get routine ideas that suit your child's age, ready for you to edit."
            />
          )}
        </div>
      </div>
    </ParentPage>
  );
}
