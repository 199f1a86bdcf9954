import type { Notice } from '../ui/toaster';

/**
 * Shows a toast from a marketing page. The toast code (sonner) loads on the first call, so pages that
 * never show one never download it; the toast region is mounted then if the page has none.
 */
export async function siteNotify(notice: Notice): Promise<void> {
  const { ensureToaster, notify } = await import('../ui/toaster');
  ensureToaster();
  notify(notice);
}
