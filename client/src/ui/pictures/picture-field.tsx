import { useState } from 'react';
import { taskPictureFor } from '@sync/domain/task-pictures';
import { PicturePicker } from './picture-picker';
import { TaskPicture } from './task-picture';

interface PictureFieldProps {
  value: string;
  /** What the picture is for ("chore", "alarm"), named in the picker's title while the name is empty. */
  thing: string;
  /** The name the parent typed, named in the picker's title once there is one. */
  name: string;
  onChange: (icon: string) => void;
}

/**
 * The picture a child who cannot read yet goes by (a chore's job, an alarm's "Time for school!"), as a
 * button that opens the same picker as a routine's steps.
 */
export function PictureField({ value, thing, name, onChange }: PictureFieldProps) {
  const [open, setOpen] = useState(false);
  const label = taskPictureFor(value).label;
  return (
    <div>
      <p className="mb-2 font-bold">Picture</p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex min-h-16 items-center gap-3 rounded-2xl bg-white py-2 pr-5 pl-2 ring-2 ring-ink/30 transition hover:ring-ink/60"
      >
        <span className="grid size-14 place-items-center rounded-xl bg-sun-200">
          <TaskPicture id={value} className="size-10" />
        </span>
        <span className="text-left">
          <span className="block font-bold">{label}</span>
          <span className="block text-sm text-ink-soft">Change picture</span>
        </span>
      </button>
      <PicturePicker
        open={open}
        title={name.trim() === '' ? `Picture for the ${thing}` : `Picture for ${name.trim()}`}
        value={value}
        onChoose={onChange}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
