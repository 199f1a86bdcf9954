interface SwitchFieldProps {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a checkbox with the switch role, drawn as a sliding switch, with its label beside it. */
export function SwitchField({ id, label, hint, checked, onChange }: SwitchFieldProps) {
  return (
    <label htmlFor={id} className="flex min-h-12 cursor-pointer items-center justify-between gap-4">
      <span>
        <span className="block font-bold text-ink">{label}</span>
        {hint && <span className="block text-sm text-ink-soft">{hint}</span>}
      </span>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 size-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden="true"
          className="h-8 w-14 rounded-full bg-ink/30 transition peer-checked:bg-leaf-700 peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sky-700"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-1 top-1 size-6 rounded-full bg-white shadow transition peer-checked:translate-x-6"
        />
      </span>
    </label>
  );
}
