import type { ComponentType, ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { routeShellOf } from '@sync/protocol/route-shells';
import { RouteSkeleton } from '../ui/route-skeletons';
import { useCurrentUser } from '../session/current-user';
import { LoginPage } from './login-page';
import { endedMembership } from '../session/membership-memory';
import { MembershipEndedPage } from './membership-ended-page';

/**
 * The session gate around every signed-in route (docs/product.md#routes-and-screens): the screen's skeleton
 * while the current user loads (ADR 0094), the login screen in place when nobody is signed in (the address stays, so a shared link
 * to /profile still reads /profile), and the screen itself otherwise. Board routes are outside it. The login
 * screen sits in `Frame`, the site's, which app/ hands in so that auth/ need not know the site.
 */
export function RequireUser({ Frame }: { Frame: ComponentType<{ children: ReactNode }> }) {
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  if (isLoading) return <RouteSkeleton shell={routeShellOf(pathname)} />;
  if (!user) {
    return <Frame>{endedMembership() === undefined ? <LoginPage /> : <MembershipEndedPage />}</Frame>;
  }
  return <Outlet />;
}
