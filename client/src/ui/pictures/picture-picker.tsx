import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchTaskPictures } from '@sync/domain/task-pictures';
import { inputClass } from '../form-field';
import { Icon } from '../icon';
import { StepPhotoChoice } from './step-photo-choice';
import { TaskPicture } from './task-picture';

interface PicturePickerProps {
  open: boolean;
  /** The dialog's heading, such as "Picture for Brush teeth". */
  title: string;
  /** The picture chosen now, marked as pressed and focused when the dialog opens. */
  value: string;
  onChoose: (id: string) => void;
  onClose: () => void;
  /** A routine step's own photo (ADR 0062): offered above the pictures when given. */
  photo?: { value: string | null; onChange: (photo: string | null) => void };
}

/** The grid's columns: how many buttons share the first one's row. */
function columnsOf(buttons: HTMLElement[]): number {
  const top = buttons[0]?.offsetTop;
  const columns = buttons.filter((button) => button.offsetTop === top).length;
  return Math.max(columns, 1);
}

/**
 * A dialog of the built-in task pictures: a search box over a grid of labelled picture buttons. The
 * arrow keys move between pictures (up and down by rows), Enter or Space chooses one, Escape closes
 * without a change. The native <dialog> traps focus and returns it to the button that opened it.
 */
export function PicturePicker({ open, title, value, onChoose, onClose, photo }: PicturePickerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const titleId = useId();
  const searchId = useId();
  const countId = useId();
  const pictures = searchTaskPictures(query);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setQuery('');
      dialog.showModal();
      // The chosen picture takes focus rather than the search box, so a phone's keyboard does not
      // cover the grid the moment the dialog opens.
      const selected = gridRef.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]');
      (selected ?? gridRef.current?.querySelector<HTMLButtonElement>('button'))?.focus();
      selected?.scrollIntoView({ block: 'center' });
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function onGridKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const buttons = Array.from(gridRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const columns = columnsOf(buttons);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + columns,
      ArrowUp: index - columns,
      Home: 0,
      End: buttons.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    if (event.key === 'ArrowUp' && next < 0) {
      document.getElementById(searchId)?.focus();
      return;
    }
    buttons[Math.min(Math.max(next, 0), buttons.length - 1)]?.focus();
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    gridRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[min(90dvh,720px)] w-[calc(100%-1.5rem)] max-w-2xl flex-col rounded-3xl bg-cream p-0 text-ink shadow-soft backdrop:bg-ink/50 open:flex"
    >
      {/* Nothing inside while closed: some eighty pictures stay out of the page until asked for. */}
      {open && (
        <>
          <div className="flex items-start justify-between gap-3 px-5 pt-5 sm:px-6">
            <h2 id={titleId} className="text-xl font-extrabold sm:text-2xl">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-mr-2 -mt-1 grid size-11 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-white hover:text-ink"
            >
              <span className="sr-only">Close</span>
              <span aria-hidden="true" className="text-2xl leading-none">
                ×
              </span>
            </button>
          </div>
          {photo && (
            <div className="px-5 pt-3 sm:px-6">
              <StepPhotoChoice
                value={photo.value}
                onChange={(next) => {
                  photo.onChange(next);
                  if (next !== null) onClose();
                }}
              />
            </div>
          )}
          <div className="px-5 pt-3 sm:px-6">
            <label htmlFor={searchId} className="sr-only">
              Search pictures
            </label>
            <div className="relative">
              <input
                id={searchId}
                type="search"
                value={query}
                placeholder="Search: teeth, shoes, dog…"
                autoComplete="off"
                aria-describedby={countId}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={onSearchKeyDown}
                className={inputClass(false, 'pl-11')}
              />
              <span className="pointer-events-none absolute inset-y-0 left-4 grid place-items-center text-ink-soft">
                <Icon name="search" className="size-5" />
              </span>
            </div>
            <p id={countId} aria-live="polite" className="mt-2 text-sm text-ink-soft">
              {pictures.length === 0
                ? `No picture matches “${query.trim()}”. Try another word, like “teeth” or “shoes”.`
                : `${pictures.length} picture${pictures.length === 1 ? '' : 's'}`}
            </p>
          </div>
          <ul
            ref={gridRef}
            aria-label="Pictures"
            onKeyDown={onGridKeyDown}
            className="mt-2 grid min-h-0 flex-1 grid-cols-3 content-start gap-2 overflow-y-auto px-5 pb-5 sm:grid-cols-5 sm:px-6"
          >
            {pictures.map((picture) => {
              // With a photo chosen, no built-in picture is the step's picture.
              const selected = !photo?.value && picture.id === value;
              return (
                <li key={picture.id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => {
                      onChoose(picture.id);
                      onClose();
                    }}
                    className={`flex min-h-24 w-full flex-col items-center justify-center gap-1 rounded-2xl p-2 text-center text-sm font-bold leading-tight transition ${
                      selected
                        ? 'bg-sun-200 ring-3 ring-ink'
                        : 'bg-white ring-1 ring-ink/10 hover:ring-2 hover:ring-ink/30'
                    }`}
                  >
                    <TaskPicture id={picture.id} className="size-12" />
                    {picture.label}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </dialog>
  );
}
