import { useState } from 'react';
import { taskPictureFor } from '../../../../sync/domain/task-pictures';
import { PicturePicker } from '../pictures/picture-picker';
import { TaskPicture } from '../pictures/task-picture';

interface ChorePictureFieldProps {
  value: string;
  choreName: string;
  onChange: (icon: string) => void;
}

/** The chore's picture, which a child who cannot read yet goes by; opens the picture picker. */
export function ChorePictureField({ value, choreName, onChange }: ChorePictureFieldProps) {
  const [open, setOpen] = useState(false);
  const label = taskPictureFor(value).label;
  return (
    <div>
      <p className="mb-2 font-bold">Picture</p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex min-h-16 items-center gap-3 rounded-2xl bg-white py-2 pl-2 pr-5 ring-2 ring-ink/30 transition hover:ring-ink/60"
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
        title={choreName.trim() === '' ? 'Picture for the chore' : `Picture for ${choreName.trim()}`}
        value={value}
        onChoose={onChange}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
