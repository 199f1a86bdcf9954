import { useQuery } from '@tanstack/react-query';
import type { IssueStatus } from '@sync/schemas/enums';
import type { Issue } from '@sync/schemas/issue';
import { issuesKey } from '../profile/account-api';

const statusText: Record<IssueStatus, { label: string; tone: string }> = {
  open: { label: 'Open', tone: 'bg-sky-100 text-ink' },
  in_progress: { label: 'In progress', tone: 'bg-sun-200 text-ink' },
  resolved: { label: 'Resolved', tone: 'bg-leaf-100 text-leaf-700' },
};

function sentOn(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
}

/** The parent's own support requests and where support has got with each. */
export function SupportRequests({ open }: { open: boolean }) {
  const query = useQuery({
    queryKey: issuesKey,
    select: (answer: unknown) => (answer as { issues: Issue[] }).issues,
    enabled: open,
    // Support moves requests along on its side: each opening asks again.
    staleTime: 0,
  });

  return (
    <section aria-labelledby="support-requests" className="mt-8 border-t border-ink/10 pt-6">
      <h3 id="support-requests" className="text-lg font-extrabold">
        Your requests
      </h3>
      {query.isError ? (
        <p className="mt-2 text-ink-soft">Your requests will show here when you&apos;re back online.</p>
      ) : query.data === undefined ? (
        <p className="mt-2 text-ink-soft">Loading your requests…</p>
      ) : query.data.length === 0 ? (
        <p className="mt-2 text-ink-soft">
          Nothing sent yet. Whatever you send shows here with its progress.
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {query.data.map((issue) => (
            <li key={issue.id} className="rounded-2xl bg-cream p-4">
              <div className="flex items-start justify-between gap-3">
                <p className="font-bold break-words">{issue.title}</p>
                <span
                  className={`shrink-0 rounded-full px-3 py-1 text-sm font-bold ${statusText[issue.status].tone}`}
                >
                  {statusText[issue.status].label}
                </span>
              </div>
              <p className="mt-1 text-sm text-ink-soft">Sent {sentOn(issue.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
