// Two or three choices side by side as pills, one of them chosen: radios drawn as a segmented control, so
// every option is in view (never a hidden default) and each is a large target.

/** One option of a segmented choice. */
export interface SegmentOption<V extends string> {
  value: V;
  label: string;
}

interface SegmentedChoiceProps<V extends string> {
  /** The radios' group name. */
  name: string;
  options: readonly SegmentOption<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** The options as a row of pills; the caller gives the fieldset and its legend. */
export function SegmentedChoice<V extends string>({
  name,
  options,
  value,
  onChange,
}: SegmentedChoiceProps<V>) {
  return (
    <div className="flex gap-2">
      {options.map((option) => (
        <label
          key={option.value}
          className={`flex min-h-12 flex-1 cursor-pointer items-center justify-center rounded-full px-3 font-bold whitespace-nowrap ring-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-700 ${
            value === option.value ? 'bg-ink text-cream ring-ink' : 'bg-white ring-ink/15'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            className="sr-only"
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
