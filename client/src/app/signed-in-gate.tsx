import { RequireUser } from '../auth/require-user';
import { SiteLayout } from '../site/site-layout';

/** The session gate of the signed-in routes, showing its login screen in the site's frame. */
export function SignedInGate() {
  return <RequireUser Frame={SiteLayout} />;
}
