import { Link, Outlet } from 'react-router';
import { useCurrentUser } from '../auth/current-user';
import { UpdatePrompt } from '../pwa/update-prompt';
import { Icon } from '../ui/icon';
import { LeaveGuard } from '../ui/leave-guard';
import { Logo } from '../ui/logo';
import { ConnectionBadge } from './connection-badge';
import { FamilyDataProvider } from './family-data-context';
import { BottomTabBar, HeaderNav } from './parent-nav';
import { SupportButton } from './support/support-button';
import { useLogOut } from './use-log-out';

export function ParentLayout() {
  const { user } = useCurrentUser();
  const { logOut, pending } = useLogOut();

  // The session gate renders this layout only for a signed-in parent.
  if (!user) return null;
  return (
    <FamilyDataProvider userId={user.id}>
      <div className="min-h-dvh">
        <header className="sticky top-0 z-30 border-b border-ink/10 bg-cream/95 backdrop-blur">
          <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
            <Link to="/app" aria-label="Brightday, today">
              <Logo />
            </Link>
            <div className="flex items-center gap-2 sm:order-last">
              <span className="max-w-[10rem] truncate font-bold text-ink" title={user.firstName}>
                <span className="sr-only">Signed in as </span>
                {user.firstName}
              </span>
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
        <div className="mx-auto flex max-w-5xl justify-end px-4 pt-3 sm:px-6">
          <ConnectionBadge />
        </div>
        {/* Bottom padding keeps the last of a screen clear of the tab bar and the support button. */}
        <main className="mx-auto max-w-5xl px-4 pt-4 pb-44 sm:px-6 sm:pb-24">
          <LeaveGuard>
            <Outlet />
          </LeaveGuard>
        </main>
        <SupportButton />
        <BottomTabBar />
        <UpdatePrompt />
      </div>
    </FamilyDataProvider>
  );
}
