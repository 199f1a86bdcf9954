import { Icon } from '../ui/icon';
import type { FaqGroup as FaqGroupData } from './faq-content';

interface FaqGroupProps {
  group: FaqGroupData;
  open: boolean;
  onToggle: () => void;
}

/** One collapsible FAQ group; its header says Expand or Collapse (docs/product.md#routes-and-screens). */
export function FaqGroup({ group, open, onToggle }: FaqGroupProps) {
  const panelId = `faq-${group.id}`;
  return (
    <section aria-labelledby={`${panelId}-title`} className="rounded-3xl bg-white shadow-soft">
      <h2 id={`${panelId}-title`} className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 rounded-3xl p-6 text-left text-xl font-extrabold"
        >
          {group.title}
          <span className="flex shrink-0 items-center gap-1 rounded-full bg-sky-100 px-3 py-1 text-sm font-bold text-sky-700">
            {open ? 'Collapse' : 'Expand'}
            <Icon name="chevronDown" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
          </span>
        </button>
      </h2>
      {/* Closed answers stay in the HTML, so search engines and find-in-page still see them. */}
      <dl id={panelId} hidden={!open} className="space-y-6 px-6 pb-7">
        {group.items.map((item) => (
          <div key={item.question}>
            <dt className="text-lg font-bold">{item.question}</dt>
            <dd className="mt-1.5 text-lg text-ink-soft">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
