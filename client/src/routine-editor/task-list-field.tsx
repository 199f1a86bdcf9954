import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEffect, useRef, useState } from 'react';
import { moveItem } from '@sync/domain/routine-editing';
import { findTaskPicture } from '@sync/domain/task-pictures';
import type { FieldErrorMap } from '../lib/form-errors';
import { buttonClass } from '../ui/button-class';
import { errorIdFor, FieldErrors } from '../ui/form-field';
import { Icon } from '../ui/icon';
import { PicturePicker } from '../ui/pictures/picture-picker';
import { newTaskDraft, pictureChosen, renamedTask, type TaskDraft } from './routine-draft';
import { stepLabel, TaskRow } from './task-row';

interface TaskListFieldProps {
  idPrefix: string;
  tasks: TaskDraft[];
  errors: FieldErrorMap;
  onChange: (tasks: TaskDraft[]) => void;
}

const instructions =
  'To move a step, press Space or Enter on its handle, use the up and down arrow keys, then press Space ' +
  'or Enter again to drop it, or Escape to put it back.';

/**
 * The routine's steps in order. A step moves by dragging its handle (mouse or finger), by the keyboard
 * on the handle, or with its Move up and Move down buttons; each move is announced with the new place.
 */
export function TaskListField({ idPrefix, tasks, errors, onChange }: TaskListFieldProps) {
  const [picking, setPicking] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterRender = useRef<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Re-inserting a moved row can drop the focus; it goes back to the button that moved it.
  useEffect(() => {
    if (!focusAfterRender.current) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  });

  const positionOf = (id: UniqueIdentifier) => tasks.findIndex((task) => task.id === id);
  const labelOf = (id: UniqueIdentifier) => {
    const index = positionOf(id);
    const task = tasks[index];
    return task ? stepLabel(task, index) : 'the step';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${labelOf(active.id)}, step ${positionOf(active.id) + 1} of ${tasks.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${labelOf(active.id)} is now at step ${positionOf(over.id) + 1} of ${tasks.length}.` : '',
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} dropped at step ${positionOf(over.id) + 1} of ${tasks.length}.`
        : `${labelOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled; it is back in its place.`,
  };

  function move(from: number, to: number, focusId?: string) {
    const task = tasks[from];
    if (!task || to < 0 || to >= tasks.length || from === to) return;
    onChange(moveItem(tasks, from, to));
    setAnnouncement(`${stepLabel(task, from)} moved to step ${to + 1} of ${tasks.length}.`);
    if (focusId) focusAfterRender.current = focusId;
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onChange(moveItem(tasks, positionOf(active.id), positionOf(over.id)));
  }

  function update(key: string, changes: Partial<TaskDraft> | ((task: TaskDraft) => TaskDraft)) {
    onChange(
      tasks.map((task) => {
        if (task.id !== key) return task;
        return typeof changes === 'function' ? changes(task) : { ...task, ...changes };
      }),
    );
  }

  function remove(index: number) {
    const task = tasks[index];
    if (!task) return;
    onChange(tasks.filter((_, other) => other !== index));
    setAnnouncement(`${stepLabel(task, index)} removed.`);
  }

  function add() {
    const task = newTaskDraft();
    onChange([...tasks, task]);
    focusAfterRender.current = `${idPrefix}-${task.id}-name`;
  }

  const pickingTask = tasks.find((task) => task.id === picking);
  const pickingIndex = tasks.findIndex((task) => task.id === picking);
  // The id the routine form gives the field named 'tasks' ('routine-tasks'): the steps as a whole, where
  // the messages about all of them (V-ROUTINE-6) show and focus goes when one needs attention.
  const listId = `${idPrefix}s`;
  const listErrors = errors.tasks;
  return (
    <fieldset
      id={listId}
      tabIndex={-1}
      aria-describedby={listErrors?.length ? errorIdFor(listId) : undefined}
      className="text-left outline-none"
    >
      <legend className="mb-1 font-bold text-ink">Steps</legend>
      <p className="mb-3 text-sm text-ink-soft">
        In the order {`they'll`} be done. Drag a step by its handle, or use the arrows to move it.
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
      >
        <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
          <ol aria-label="Steps" className="space-y-3">
            {tasks.map((task, index) => (
              <TaskRow
                key={task.id}
                task={task}
                index={index}
                count={tasks.length}
                idPrefix={`${idPrefix}-${task.id}`}
                nameErrors={errors[`tasks.${index}.name`]}
                durationErrors={errors[`tasks.${index}.duration`]}
                onChange={(changes) => update(task.id, changes)}
                onRename={(name) => update(task.id, (current) => renamedTask(current, name))}
                onPickPicture={() => setPicking(task.id)}
                onMove={(to) => move(index, to, `${idPrefix}-${task.id}-${to < index ? 'up' : 'down'}`)}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {tasks.length === 0 && (
        <p className="rounded-3xl bg-white p-5 text-ink-soft">
          No steps yet. Add the first thing your child does, like “Toilet” or “Brush teeth”.
        </p>
      )}
      <FieldErrors id={errorIdFor(listId)} errors={listErrors} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <button type="button" onClick={add} className={buttonClass('secondary', 'mt-4')}>
        <Icon name="plus" className="size-5" />
        Add a step
      </button>
      <PicturePicker
        open={pickingTask !== undefined}
        title={pickingTask ? `Picture for ${stepLabel(pickingTask, pickingIndex)}` : 'Choose a picture'}
        value={pickingTask?.icon ?? ''}
        onClose={() => setPicking(null)}
        onChoose={(icon) => {
          if (!pickingTask) return;
          // A step with no name yet takes the picture's name, which is usually what the parent meant.
          const name =
            pickingTask.name.trim() === '' ? (findTaskPicture(icon)?.label ?? '') : pickingTask.name;
          update(pickingTask.id, (current) => ({ ...pictureChosen(current, { icon }), name }));
        }}
        photo={
          pickingTask && {
            value: pickingTask.photo,
            onChange: (photo) => update(pickingTask.id, (current) => pictureChosen(current, { photo })),
          }
        }
      />
    </fieldset>
  );
}
