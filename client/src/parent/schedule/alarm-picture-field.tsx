// The picture a ringing alarm shows on the board (ADR 0057), chosen from the task pictures with the same
// picker as a routine's steps: a child who cannot read knows "Time for school!" by its backpack.
import { useState } from 'react';
import { taskPictureFor } from '../../../../sync/domain/task-pictures';
import { PicturePicker } from '../pictures/picture-picker';
import { TaskPicture } from '../pictures/task-picture';

interface AlarmPictureFieldProps {
  value: string;
  alarmName: string;
  onChange: (icon: string) => void;
}

/** The alarm's picture as a button that opens the picture picker. */
export function AlarmPictureField({ value, alarmName, onChange }: AlarmPictureFieldProps) {
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
        title={alarmName.trim() === '' ? 'Picture for the alarm' : `Picture for ${alarmName.trim()}`}
        value={value}
        onChoose={onChange}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
