import { Outlet } from 'react-router';
import { SiteLayout } from '../site/site-layout';
import { FullPageSpinner } from '../ui/spinner';
import { useCurrentUser } from './current-user';
import { LoginPage } from './login-page';
import { endedMembership } from '../parent/household/membership-memory';
import { MembershipEndedPage } from '../parent/household/membership-ended-page';

/**
 * The session gate around every signed-in route (docs/product.md#routes-and-screens): a spinner while the
 * current user loads, the login screen in place when nobody is signed in (the address stays, so a shared link
 * to /profile still reads /profile), and the screen itself otherwise. Board routes are outside it.
 */
export function RequireUser() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageSpinner />;
  if (!user) {
    return (
      <SiteLayout>{endedMembership() === undefined ? <LoginPage /> : <MembershipEndedPage />}</SiteLayout>
    );
  }
  return <Outlet />;
}
