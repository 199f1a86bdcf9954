import { NavLink } from 'react-router';
import { Icon, type IconName } from '../ui/icon';
import { roleMayDo, type AppAction } from '@sync/domain/member-permissions';
import { useMemberRole } from './household/use-member-role';

/**
 * The parent app's main places, in the order both navigations show them. Each member's own profile is
 * reached from their name in the header, which leaves the family its place here (ADR 0096).
 */
const NAV_ITEMS: readonly { to: string; label: string; icon: IconName; action?: AppAction }[] = [
  { to: '/app', label: 'Today', icon: 'sun' },
  { to: '/week', label: 'Week', icon: 'calendar' },
  { to: '/chores', label: 'Chores', icon: 'check' },
  { to: '/nia-coach', label: 'Nia coach', icon: 'chat', action: 'useCoach' },
  { to: '/family', label: 'Family', icon: 'users' },
];

/** The places the signed-in member's role reaches (a caregiver has no Nia). */
function useNavItems() {
  const role = useMemberRole();
  return NAV_ITEMS.filter((item) => item.action === undefined || roleMayDo(role, item.action));
}

function pillClass({ isActive }: { isActive: boolean }): string {
  return `inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-4 font-bold transition ${
    isActive ? 'bg-ink text-cream' : 'text-ink-soft hover:bg-white hover:text-ink'
  }`;
}

function tabClass({ isActive }: { isActive: boolean }): string {
  return `flex min-h-14 flex-col items-center justify-start gap-0.5 rounded-2xl pt-2 text-center text-xs leading-tight font-bold transition ${
    isActive ? 'bg-ink text-cream' : 'text-ink-soft'
  }`;
}

/** The navigation in the header, on screens wide enough for a row of words. */
export function HeaderNav() {
  const items = useNavItems();
  return (
    <nav aria-label="Parent app" className="hidden sm:block">
      <ul className="flex gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={pillClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The same places as a tab bar along the bottom of a phone, where a thumb reaches: five words do not fit
 * in a row at the top of a 390-pixel screen without scrolling out of sight. Its right end is kept for the
 * help button (support/support-button.tsx), which sits there rather than over the screen (ADR 0058).
 */
export function BottomTabBar() {
  const items = useNavItems();
  return (
    <nav
      aria-label="Parent app"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink/10 bg-cream/95 px-2 pt-1.5 pb-[max(0.375rem,env(safe-area-inset-bottom))] backdrop-blur sm:hidden"
    >
      <ul className={`mr-13 grid gap-1 ${items.length === 5 ? 'grid-cols-5' : 'grid-cols-4'}`}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={tabClass}>
              <Icon name={item.icon} className="size-5" />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
