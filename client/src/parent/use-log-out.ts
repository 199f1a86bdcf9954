import { useNavigate } from 'react-router';
import { useLogout } from '../session/auth-mutations';
import { unexpectedErrorMessage } from '../ui/failure-notices';
import { notify } from '../ui/toaster';
import { closeFamilyData } from '../data/family-data';

/** Logs out (this browser, or every session of the parent) and then shows the login screen. */
export function useLogOut() {
  const navigate = useNavigate();
  const logout = useLogout();

  async function logOut(everywhere = false): Promise<void> {
    try {
      await logout.mutateAsync({ everywhere });
      // Nothing of this family stays on the browser for whoever uses it next. The login screen comes
      // first: the wipe takes a moment, and the page must not move under someone already typing.
      const wiped = closeFamilyData({ wipe: true });
      await navigate('/login', { replace: true });
      await wiped;
    } catch (error) {
      notify({
        title: 'Error',
        description: error instanceof Error && error.message ? error.message : unexpectedErrorMessage,
        variant: 'destructive',
      });
    }
  }

  return { logOut, pending: logout.isPending };
}
