import type { ReactNode } from 'react';
import { Icon } from '../ui/icon';

/** The calm line a server-backed screen shows while offline: what it shows, and that changes wait. */
export function OfflineNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-start gap-3 rounded-2xl bg-sun-200 p-4 font-semibold text-ink">
      <Icon name="wifiOff" className="mt-0.5 size-5 shrink-0" />
      {children}
    </p>
  );
}
