// The sections of a child's screen, in the order the tabs show them. Each section is one component that
// receives the child; the tab's id is what the address keeps (`/children/{id}?section=routines`), so a
// reload or a shared link opens the same section.
import type { ComponentType } from 'react';
import { reachesChildSection } from './household/child-section-access';
import type { MemberRole } from '@sync/schemas/household';
import type { ChildSectionProps } from './child-section-props';
import { ChildSettingsSection } from './child-settings-section';
import { ChildChoresSection } from './chores/child-chores-section';
import { RoutinesSection } from './routines/routines-section';
import { AlarmsSection } from './schedule/alarms-section';
import { ScheduleSection } from './schedule/schedule-section';
import { RewardsSection } from './rewards/rewards-section';

/** One tab of the child's screen. */
export interface ChildSection {
  id: string;
  label: string;
  Component: ComponentType<ChildSectionProps>;
}

/** Every section, first one shown by default. */
export const CHILD_SECTIONS: readonly ChildSection[] = [
  { id: 'routines', label: 'Routines', Component: RoutinesSection },
  { id: 'schedule', label: 'Schedule', Component: ScheduleSection },
  { id: 'alarms', label: 'Alarms', Component: AlarmsSection },
  { id: 'chores', label: 'Chores', Component: ChildChoresSection },
  { id: 'rewards', label: 'Rewards', Component: RewardsSection },
  { id: 'settings', label: 'Profile & board', Component: ChildSettingsSection },
];

/** The sections a member with `role` sees: a caregiver sees the child's coins and rewards only. */
export function childSectionsFor(role: MemberRole): readonly ChildSection[] {
  return CHILD_SECTIONS.filter((section) => reachesChildSection(role, section.id));
}
