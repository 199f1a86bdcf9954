import { Link } from 'react-router';
import { reachesChildSection } from './household/child-section-access';
import { useMemberRole } from './household/use-member-role';

const SECTIONS = [
  { id: 'routines', label: 'Routines' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'chores', label: 'Chores' },
  { id: 'rewards', label: 'Rewards' },
] as const;

/** Shortcuts to the sections of a child's screen (`/children/{id}?section=…`). */
export function ChildQuickLinks({ childId, childName }: { childId: string; childName: string }) {
  const path = encodeURIComponent(childId);
  const role = useMemberRole();
  const links = SECTIONS.filter((section) => reachesChildSection(role, section.id));
  return (
    <nav aria-label={`${childName}'s sections`}>
      <ul className={`grid gap-2 ${links.length > 1 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-1'}`}>
        {links.map((section) => (
          <li key={section.id}>
            <Link
              to={`/children/${path}?section=${section.id}`}
              className="flex min-h-11 items-center justify-center rounded-full bg-cream px-3 font-bold text-ink ring-2 ring-ink/10 transition hover:ring-ink/30"
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
