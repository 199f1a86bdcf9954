import { Link } from 'react-router';
import { Icon, type IconName } from '../ui/icon';

interface ActionCardProps {
  to: string;
  icon: IconName;
  title: string;
  body: string;
}

/** A large tappable card leading to another screen of the parent app. */
export function ActionCard({ to, icon, title, body }: ActionCardProps) {
  return (
    <Link
      to={to}
      className="flex gap-4 rounded-3xl bg-white p-6 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-sunrise-100 text-sunrise-700">
        <Icon name={icon} />
      </span>
      <span>
        <span className="block text-lg font-extrabold">{title}</span>
        <span className="mt-1 block text-ink-soft">{body}</span>
      </span>
    </Link>
  );
}
