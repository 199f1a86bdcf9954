import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { describedBy, FieldShell, inputClass } from './form-field';

interface ComboboxProps<Option> {
  id: string;
  label: string;
  /** The text in the box. */
  text: string;
  onTextChange: (text: string) => void;
  /** The suggestions for the text; the list shows while there are some and the box has focus. */
  options: readonly Option[];
  optionKey: (option: Option) => string;
  optionLabel: (option: Option) => ReactNode;
  onSelect: (option: Option) => void;
  /** A line under the box: what to type, or what the search found. Announced politely. */
  status?: string;
  errors?: readonly string[] | undefined;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * A text box with a list of suggestions (the ARIA combobox pattern): typing filters, Down and Up move
 * through the list, Enter chooses, Escape closes it; a tap on a suggestion chooses it too.
 */
export function Combobox<Option>({
  id,
  label,
  text,
  onTextChange,
  options,
  optionKey,
  optionLabel,
  onSelect,
  status,
  errors,
  disabled = false,
  placeholder,
}: ComboboxProps<Option>) {
  const listId = useId();
  const statusId = `${id}-status`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const optionId = (at: number) => `${listId}-option-${at}`;

  function choose(option: Option) {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option !== undefined) choose(option);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <FieldShell id={id} label={label} errors={errors}>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={text}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(event) => {
            onTextChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={inputClass(Boolean(errors?.length), 'disabled:bg-cream disabled:text-ink-soft')}
          {...describedBy(id, errors, ...(status ? [statusId] : []))}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-2xl bg-white p-1 shadow-soft ring-1 ring-ink/15"
        >
          {options.map((option, at) => (
            <li
              key={optionKey(option)}
              id={optionId(at)}
              role="option"
              aria-selected={at === active}
              // Chosen on mouse down, before the box's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
              className={`flex min-h-11 cursor-pointer items-center rounded-xl px-3 py-2 ${
                at === active ? 'bg-sky-100 text-ink' : 'text-ink hover:bg-cream'
              }`}
            >
              {optionLabel(option)}
            </li>
          ))}
        </ul>
      </div>
      {status && (
        <p id={statusId} aria-live="polite" className="mt-2 text-sm text-ink-soft">
          {status}
        </p>
      )}
    </FieldShell>
  );
}
