import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ageGroupLabel } from '@sync/domain/age-group';
import type { RoutineTemplate } from '@sync/domain/routine-template';
import { routineFromTemplate, templateAgeGroupFor, templatesFor } from '@sync/domain/routine-templates';
import { buttonClass } from '../../ui/button-class';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Icon } from '../../ui/icon';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toaster';
import { useSubmitOnce } from '../../ui/use-submit-once';
import type { ChildSectionProps } from '../child-section-props';
import { useFamilyData } from '../../data/family-data-context';
import { useFamilyToday } from '../../session/use-family-today';
import { RoutineCard } from './routine-card';
import { duplicateRoutine, insertRoutine, removeRoutine, setRoutineActive } from '../../data/writes/routines';
import { TemplateCards } from './template-cards';
import { useChildRoutines, type RoutineDocument } from '../../data/hooks/use-routines';

/** The path of a routine's editor; `new` opens an empty one. */
export function routinePath(childId: string, routineId: string): string {
  return `/children/${encodeURIComponent(childId)}/routines/${encodeURIComponent(routineId)}`;
}

/**
 * The child's routines as cards, and ready-made ones for their age: with none yet, the templates come
 * first, so that a first routine is one tap away.
 */
export function RoutinesSection({ child }: ChildSectionProps) {
  const data = useFamilyData();
  const routines = useChildRoutines(child.id);
  const today = useFamilyToday();
  const navigate = useNavigate();
  // One tap adds one routine: a double tap on a template or on Duplicate is the same tap (ADR 0049).
  const adding = useSubmitOnce();
  const [deleting, setDeleting] = useState<RoutineDocument | null>(null);
  const [showAllTemplates, setShowAllTemplates] = useState(false);

  const band = templateAgeGroupFor(child.birthDate, today);
  const ordered = templatesFor(band);
  const suited = band ? ordered.filter((template) => template.ageGroup === band) : ordered;
  const others = band ? ordered.filter((template) => template.ageGroup !== band) : [];

  function addFromTemplate(template: RoutineTemplate) {
    return adding.run(async () => {
      if (!data) return;
      const input = routineFromTemplate(template, child.id);
      const { id } = await insertRoutine(data.database, child.familyId, input);
      notify({
        title: 'Routine added',
        description: `${template.name} is now ${child.name}'s. Make it theirs.`,
      });
      await navigate(routinePath(child.id, id));
    });
  }

  function duplicate(routine: RoutineDocument) {
    return adding.run(async () => {
      if (!data) return;
      await duplicateRoutine(data.database, routine);
      notify({ title: 'Duplicated', description: `${child.name} now has a copy of ${routine.name}.` });
    });
  }

  async function toggle(routine: RoutineDocument) {
    if (!data) return;
    await setRoutineActive(data.database, routine.id, !routine.isActive);
    notify({
      title: routine.isActive ? 'Paused' : 'Resumed',
      description: routine.isActive
        ? `${routine.name} stays here but leaves ${child.name}'s board until you resume it.`
        : `${routine.name} is back on ${child.name}'s board.`,
    });
  }

  async function confirmDelete() {
    const routine = deleting;
    setDeleting(null);
    if (!data || !routine) return;
    await removeRoutine(data.database, routine.id);
    notify({ title: 'Deleted', description: `${routine.name} is gone from every device.` });
  }

  if (routines === undefined) {
    return (
      <div className="flex items-center gap-3 font-semibold text-ink-soft">
        <Spinner size="small" label="Opening routines…" />
        <span aria-hidden="true">Opening routines…</span>
      </div>
    );
  }

  const empty = routines.length === 0;
  const bandLabel = band ? ageGroupLabel(band) : null;
  const scratch = (
    <button
      type="button"
      className={buttonClass('secondary')}
      onClick={() => void navigate(routinePath(child.id, 'new'))}
    >
      <Icon name="plus" className="size-5" />
      Start from scratch
    </button>
  );

  return (
    <div className="space-y-8">
      {!empty && (
        <section aria-labelledby="routines-heading">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="routines-heading" className="text-2xl font-extrabold">
              {child.name}'s routines
            </h2>
            {scratch}
          </div>
          <ul aria-label={`${child.name}'s routines`} className="grid gap-4 sm:grid-cols-2">
            {routines.map((routine) => (
              <RoutineCard
                key={routine.id}
                routine={routine}
                editPath={routinePath(child.id, routine.id)}
                onToggleActive={() => void toggle(routine)}
                onDuplicate={() => void duplicate(routine)}
                onDelete={() => setDeleting(routine)}
              />
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="templates-heading">
        <h2 id="templates-heading" className="text-2xl font-extrabold">
          {empty ? 'Pick a routine to start with' : 'Add another routine'}
        </h2>
        <p className="mt-2 mb-4 max-w-2xl text-ink-soft">
          {empty
            ? `One tap gives ${child.name} a ready-made routine${bandLabel ? ` for ${bandLabel}` : ''}, with a picture for every step. You can change anything after.`
            : `Ready-made routines${bandLabel ? ` for ${bandLabel}` : ''}; one tap adds one for ${child.name}.`}
        </p>
        <TemplateCards
          templates={suited}
          label={bandLabel ? `Routines for ${bandLabel}` : 'Ready-made routines'}
          busy={adding.pending}
          onPick={(template) => void addFromTemplate(template)}
        />
        <div className="mt-4 flex flex-wrap gap-3">
          {others.length > 0 && (
            <button
              type="button"
              aria-expanded={showAllTemplates}
              className={buttonClass('quiet')}
              onClick={() => setShowAllTemplates((shown) => !shown)}
            >
              {showAllTemplates ? 'Hide routines for other ages' : 'Show routines for other ages'}
            </button>
          )}
          {empty && scratch}
        </div>
        {showAllTemplates && (
          <div className="mt-4">
            <TemplateCards
              templates={others}
              label="Routines for other ages"
              busy={adding.pending}
              onPick={(template) => void addFromTemplate(template)}
            />
          </div>
        )}
      </section>

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this routine'}?`}
        confirmLabel="Delete routine"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        It disappears from {child.name}'s board and every device. Earned coins and stars stay.
      </ConfirmDialog>
    </div>
  );
}
