import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { STEP_MINUTES_MAX } from '@sync/domain/limits';
import { taskPictureFor } from '@sync/domain/task-pictures';
import { describedBy, errorIdFor, FieldErrors, inputClass } from '../ui/form-field';
import { Icon, type IconName } from '../ui/icon';
import { TaskPicture } from '../ui/pictures/task-picture';
import type { TaskDraft } from './routine-draft';

interface TaskRowProps {
  task: TaskDraft;
  index: number;
  count: number;
  /** The id prefix of this step's fields: `${prefix}-name`, `${prefix}-duration`, `${prefix}-up`… */
  idPrefix: string;
  nameErrors?: readonly string[] | undefined;
  durationErrors?: readonly string[] | undefined;
  onChange: (changes: Partial<TaskDraft>) => void;
  /** The step's name as typed: its picture may follow it (D-STEP-PICTURE-5). */
  onRename: (name: string) => void;
  onPickPicture: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** What screen readers call a step: its name, or its place while it has none. */
export function stepLabel(task: TaskDraft, index: number): string {
  return task.name.trim() || `step ${index + 1}`;
}

function RowButton(props: {
  id: string;
  icon: IconName;
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      id={props.id}
      type="button"
      // aria-disabled rather than disabled: a step moved to the top keeps focus on its Move up button.
      aria-disabled={props.disabled || undefined}
      onClick={() => !props.disabled && props.onClick()}
      className="grid size-11 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
    >
      <Icon name={props.icon} className="size-5" />
      <span className="sr-only">{props.label}</span>
    </button>
  );
}

/** One step: drag handle, picture, what to do, minutes, and buttons to move or remove it. */
export function TaskRow(props: TaskRowProps) {
  const { task, index, count, idPrefix, nameErrors, durationErrors } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: task.id });
  const label = stepLabel(task, index);
  const picture = taskPictureFor(task.icon);
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`rounded-3xl bg-white p-3 shadow-soft sm:p-4 ${isDragging ? 'relative z-10 ring-3 ring-sky-700' : ''}`}
    >
      <div className="flex items-start gap-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Drag to reorder ${label}`}
          className="mt-1 grid h-12 w-11 shrink-0 cursor-grab touch-none place-items-center rounded-xl text-ink-soft hover:bg-cream active:cursor-grabbing"
        >
          <Icon name="grip" className="size-5" />
        </button>
        <button
          type="button"
          onClick={props.onPickPicture}
          className="grid size-14 shrink-0 place-items-center rounded-2xl bg-cream ring-2 ring-ink/10 hover:ring-ink/40"
        >
          <TaskPicture id={task.icon} photo={task.photo} className="size-12" />
          <span className="sr-only">
            Change the picture of {label} (now {task.photo ? 'your photo' : picture.label})
          </span>
        </button>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${idPrefix}-name`} className="mb-1 block text-sm font-bold text-ink">
            Step {index + 1}
          </label>
          <input
            id={`${idPrefix}-name`}
            value={task.name}
            autoComplete="off"
            placeholder={picture.label}
            onChange={(event) => props.onRename(event.target.value)}
            className={inputClass(Boolean(nameErrors?.length))}
            {...describedBy(`${idPrefix}-name`, nameErrors)}
          />
          <FieldErrors id={errorIdFor(`${idPrefix}-name`)} errors={nameErrors} />
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-2 pl-13">
        <div>
          <label htmlFor={`${idPrefix}-duration`} className="mb-1 block text-sm font-bold text-ink">
            <span className="sr-only">Step {index + 1} </span>Minutes
          </label>
          <input
            id={`${idPrefix}-duration`}
            type="number"
            inputMode="numeric"
            min={1}
            max={STEP_MINUTES_MAX}
            step={1}
            value={task.duration}
            onChange={(event) => props.onChange({ duration: event.target.value })}
            className={inputClass(Boolean(durationErrors?.length), 'w-24')}
            {...describedBy(`${idPrefix}-duration`, durationErrors)}
          />
        </div>
        <div className="flex gap-1">
          <RowButton
            id={`${idPrefix}-up`}
            icon="arrowUp"
            label={`Move ${label} up`}
            disabled={index === 0}
            onClick={() => props.onMove(index - 1)}
          />
          <RowButton
            id={`${idPrefix}-down`}
            icon="arrowDown"
            label={`Move ${label} down`}
            disabled={index === count - 1}
            onClick={() => props.onMove(index + 1)}
          />
          <RowButton
            id={`${idPrefix}-remove`}
            icon="trash"
            label={`Remove ${label}`}
            onClick={props.onRemove}
          />
        </div>
      </div>
      <FieldErrors id={errorIdFor(`${idPrefix}-duration`)} errors={durationErrors} />
    </li>
  );
}
