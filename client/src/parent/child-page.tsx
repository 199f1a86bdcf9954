import { Link, useParams, useSearchParams } from 'react-router';
import { BoardNextStep } from './boards/board-next-step';
import { describeAge } from './child-age';
import { ChildAvatar } from '../ui/child-avatar';
import { ChildNotFound } from './child-not-found';
import { childSectionsFor } from './child-sections';
import { roleMayDo } from '@sync/domain/member-permissions';
import { useMemberRole } from './household/use-member-role';
import { ParentPage } from '../ui/parent-page';
import { panelId, SectionTabs, tabId } from './section-tabs';
import { useChild } from '../data/hooks/use-children';
import { useFamilyToday } from '../session/use-family-today';

/** One child's corner of the app: their routines, schedule, chores, rewards, profile and board. */
export function ChildPage() {
  const { childId = '' } = useParams();
  const child = useChild(childId);
  const today = useFamilyToday();
  const [search, setSearch] = useSearchParams();
  const role = useMemberRole();
  const sections = childSectionsFor(role);
  if (child === undefined) return <ParentPage title="Your child" lede="Opening…" />;
  if (child === null) return <ChildNotFound />;

  const requested = search.get('section');
  const section = sections.find((entry) => entry.id === requested) ?? sections[0];
  if (!section) return null;
  const age = describeAge(child.birthDate, today);
  const idPrefix = 'child';
  return (
    <ParentPage
      title={child.name}
      lede={
        roleMayDo(role, 'editRoutines')
          ? 'Plan their routines, activities and chores, and the rewards they earn.'
          : 'Their coins, a bonus for a job well done, and the rewards they have chosen.'
      }
    >
      <div className="mb-6 flex items-center gap-4">
        <ChildAvatar name={child.name} picture={child.profilePicture} className="size-16 text-2xl" />
        <div>
          {age && <p className="font-semibold text-ink-soft">{age}</p>}
          {roleMayDo(role, 'editChildren') && (
            <Link
              to={`/children/${encodeURIComponent(child.id)}/profile`}
              className="font-bold underline-offset-4 hover:underline"
            >
              Edit profile
            </Link>
          )}
        </div>
      </div>
      {/* The settings tab pairs boards itself. */}
      {section.id !== 'settings' && roleMayDo(role, 'pairBoards') && <BoardNextStep child={child} />}
      <SectionTabs
        label={`${child.name}'s sections`}
        tabs={sections}
        selected={section.id}
        idPrefix={idPrefix}
        // Replace, not push: switching tabs is not a step the Back button should walk through.
        onSelect={(id) => setSearch({ section: id }, { replace: true })}
      />
      <div
        role="tabpanel"
        id={panelId(idPrefix, section.id)}
        aria-labelledby={tabId(idPrefix, section.id)}
        className="mt-6"
      >
        <section.Component child={child} />
      </div>
    </ParentPage>
  );
}
