import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

interface SectionTabsProps {
  label: string;
  tabs: readonly { id: string; label: string }[];
  selected: string;
  onSelect: (id: string) => void;
  /** Prefix of the tab and panel element ids. */
  idPrefix: string;
}

/** The id of the panel a tab controls. */
export function panelId(idPrefix: string, tab: string): string {
  return `${idPrefix}-panel-${tab}`;
}

/** The id of a tab element. */
export function tabId(idPrefix: string, tab: string): string {
  return `${idPrefix}-tab-${tab}`;
}

/** Which ends of a sideways-scrolling row have more tabs past them. */
interface HiddenEnds {
  start: boolean;
  end: boolean;
}

function hiddenEnds(row: HTMLElement): HiddenEnds {
  // A pixel of slack: zoomed screens report fractional scroll positions.
  return {
    start: row.scrollLeft > 1,
    end: row.scrollLeft + row.clientWidth < row.scrollWidth - 1,
  };
}

/**
 * Keeps the selected tab in view and says which ends of the row hide tabs, as the row scrolls and resizes.
 * Only the row scrolls: the page stays where the parent is reading.
 */
function useScrolledRow(list: RefObject<HTMLDivElement | null>, selectedId: string) {
  const [hidden, setHidden] = useState<HiddenEnds>({ start: false, end: false });

  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>(`#${CSS.escape(selectedId)}`);
    if (!row || !tab) return;
    // The row is the tabs' offset parent, so these are positions along its whole scrolling width.
    const left = tab.offsetLeft;
    const right = left + tab.offsetWidth;
    // The fades cover 2.5rem at each end: the tab is scrolled clear of them.
    const fade = 40;
    if (left - fade < row.scrollLeft) row.scrollTo({ left: Math.max(0, left - fade) });
    else if (right + fade > row.scrollLeft + row.clientWidth)
      row.scrollTo({ left: right + fade - row.clientWidth });
  }, [list, selectedId]);

  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const update = () =>
      setHidden((current) => {
        const next = hiddenEnds(row);
        return next.start === current.start && next.end === current.end ? current : next;
      });
    update();
    row.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [list]);

  return hidden;
}

const fadeClass = 'pointer-events-none absolute top-0 bottom-2 w-10 from-cream transition-opacity';

/**
 * A row of tabs that scrolls sideways on a phone, with the keyboard behaviour of the ARIA tabs pattern:
 * arrows move between tabs (and select), Home and End jump to the ends. Tabs snap into place, the selected
 * one is scrolled into view, and a fade at an end shows that more tabs lie past it (ADR 0058).
 */
export function SectionTabs({ label, tabs, selected, onSelect, idPrefix }: SectionTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const hidden = useScrolledRow(list, tabId(idPrefix, selected));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target.id);
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idPrefix, target.id))}`)?.focus();
  }

  return (
    <div className="relative -mx-4 sm:mx-0">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="relative flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pt-1 pb-2 sm:flex-wrap sm:px-0"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={tabId(idPrefix, tab.id)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId(idPrefix, tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`min-h-11 shrink-0 snap-start rounded-full px-4 font-bold transition ${
                active ? 'bg-ink text-cream' : 'bg-white text-ink-soft ring-2 ring-ink/10 hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        aria-hidden="true"
        data-testid="tabs-more-before"
        className={`${fadeClass} left-0 bg-linear-to-r ${hidden.start ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        aria-hidden="true"
        data-testid="tabs-more-after"
        className={`${fadeClass} right-0 bg-linear-to-l ${hidden.end ? 'opacity-100' : 'opacity-0'}`}
      />
    </div>
  );
}
