import { Link, NavLink, Outlet } from 'react-router';
import { useCurrentUser } from '../session/current-user';
import { UpdatePrompt } from '../pwa/update-prompt';
import { Icon } from '../ui/icon';
import { LeaveGuard } from '../ui/leave-guard';
import { Logo } from '../ui/logo';
import { ConnectionBadge } from './connection-badge';
import { FamilyDataProvider } from '../data/family-data-context';
import { LostChangeNotices } from './lost-change-notices';
import { BottomTabBar, HeaderNav } from './parent-nav';
import { SupportButton } from './support/support-button';
import { useLogOut } from './use-log-out';
import { roleOf } from './household/member-role';
import { useMembershipWatch } from './household/use-membership-watch';
import { EndedMembershipNotice } from './household/ended-membership-notice';
import type { User } from '../session/current-user';

export function ParentLayout() {
  const { user } = useCurrentUser();
  const { logOut, pending } = useLogOut();

  // The session gate renders this layout only for a signed-in parent.
  if (!user) return null;
  return (
    <FamilyDataProvider userId={user.id} role={roleOf(user)}>
      <div className="min-h-dvh">
        <header className="sticky top-0 z-30 border-b border-ink/10 bg-cream/95 backdrop-blur">
          <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
            <Link to="/app" aria-label="Brightday, today">
              <Logo />
            </Link>
            <div className="flex items-center gap-2 sm:order-last">
              <NavLink
                to="/profile"
                end
                title={`Your profile (${user.firstName})`}
                className={({ isActive }) =>
                  `inline-flex min-h-11 max-w-[10rem] items-center rounded-full px-3 font-bold text-ink underline-offset-4 hover:underline ${
                    isActive ? 'bg-white ring-2 ring-ink/15' : ''
                  }`
                }
              >
                <span className="truncate">
                  <span className="sr-only">Your profile, signed in as </span>
                  {user.firstName}
                </span>
              </NavLink>
              <button
                type="button"
                disabled={pending}
                onClick={() => void logOut()}
                className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-bold text-ink ring-2 ring-ink/15 transition hover:bg-white hover:ring-ink/35 disabled:opacity-60"
              >
                <Icon name="logOut" className="size-5" />
                Log out
              </button>
            </div>
            <HeaderNav />
          </div>
        </header>
        {/* The badge's line is kept while the database opens: the screen beneath, painted already from
            its last copy (ADR 0083), must not move down when the badge arrives. On a phone it is also the
            toasts' lane (ui/toaster.tsx): tall enough that a toast with a line of text ends above the
            screen's heading (ADR 0096). */}
        <div className="mx-auto flex min-h-[4.25rem] max-w-5xl justify-end px-4 pt-3 sm:min-h-10 sm:px-6">
          <ConnectionBadge />
        </div>
        {/*
          Bottom padding keeps the last of a screen clear of the phone's tab bar. From the small breakpoint the
          help button floats at the bottom right, so the right padding keeps a lane free for it wherever the
          centred column would reach under it (ADR 0058): 6rem (the button, its margin and a gap) on a screen
          narrower than the column, less as the margin beside the column grows, never under 1.5rem.
        */}
        <main className="mx-auto max-w-5xl px-4 pt-4 pb-28 sm:pr-[clamp(1.5rem,calc(6rem-(100vw-64rem)/2),6rem)] sm:pb-24 sm:pl-6">
          <LeaveGuard>
            <EndedMembershipNotice user={user} />
            <Outlet />
          </LeaveGuard>
        </main>
        <MembershipWatch user={user} />
        <SupportButton />
        <BottomTabBar />
        <UpdatePrompt />
        <LostChangeNotices />
      </div>
    </FamilyDataProvider>
  );
}

/** Ends this browser's membership when the family removes the member (see use-membership-watch.ts). */
function MembershipWatch({ user }: { user: User }) {
  useMembershipWatch(user);
  return null;
}
