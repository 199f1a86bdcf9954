import { useRef, type KeyboardEvent } from 'react';

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

/**
 * A row of tabs that scrolls sideways on a phone, with the keyboard behaviour of the ARIA tabs pattern:
 * arrows move between tabs (and select), Home and End jump to the ends.
 */
export function SectionTabs({ label, tabs, selected, onSelect, idPrefix }: SectionTabsProps) {
  const list = useRef<HTMLDivElement>(null);

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
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
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
            className={`min-h-11 shrink-0 rounded-full px-4 font-bold transition ${
              active ? 'bg-ink text-cream' : 'bg-white text-ink-soft ring-2 ring-ink/10 hover:text-ink'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
