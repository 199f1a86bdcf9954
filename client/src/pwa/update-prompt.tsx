import { useAppUpdate } from './app-update';

/**
 * A calm banner when a new version of Brightday is installed: the parent applies it when it suits
 * them (a reload mid-form would lose what they typed), and it stays until they do.
 */
export function UpdatePrompt() {
  const { updateReady, applyUpdate } = useAppUpdate();
  if (!updateReady) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-24 z-40 mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl bg-ink px-4 py-3 text-cream shadow-lg sm:bottom-6"
    >
      <p className="font-bold">Update available: a new version of Brightday is ready.</p>
      <button
        type="button"
        onClick={applyUpdate}
        className="min-h-11 shrink-0 rounded-full bg-cream px-4 font-bold text-ink transition hover:bg-white"
      >
        Update
      </button>
    </div>
  );
}
