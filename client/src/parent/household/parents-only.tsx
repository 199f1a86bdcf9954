import { Outlet } from 'react-router';
import { ButtonLink } from '../../ui/button-link';
import { ParentPage } from '../../ui/parent-page';
import { useMayDo } from './use-member-role';

/**
 * Around the screens that change the family's plans (routine, chore and profile editors, pairing, Nia): a
 * caregiver who follows an old link reads what their role is for, with the way back to today. The app's
 * own links to these screens are not shown to a caregiver at all.
 */
export function ParentsOnly() {
  const allowed = useMayDo('editRoutines');
  if (allowed) return <Outlet />;
  return (
    <ParentPage
      title="This is for the family's parents"
      lede="As a caregiver you see the children's day and week, tick steps and jobs, and hand over rewards. Changing routines, rewards and profiles is up to the parents."
    >
      <ButtonLink to="/app">See today</ButtonLink>
    </ParentPage>
  );
}
