// Registers the service worker and tells the app when a new version is waiting. Nothing here reloads
// the page by itself: a parent may be half-way through a form, so the update is applied when they
// choose it (and, on the board, only when no routine, timer or alarm is running).
import { Workbox } from 'workbox-window';
import { create } from 'zustand';

/** Whether a new version of the app is installed and waiting to take over. */
interface AppUpdateState {
  updateReady: boolean;
  /** Takes the waiting version into use and reloads once it controls the page. */
  applyUpdate: () => void;
}

/** UI state of the app update; the worker itself lives in the browser, not in this store. */
export const useAppUpdate = create<AppUpdateState>(() => ({ updateReady: false, applyUpdate: () => {} }));

/**
 * Registers `/sw.js` (production builds only: the development server has no precache manifest).
 * Returns the Workbox handle, or undefined where service workers are unavailable (a private window
 * in some browsers, or an insecure origin other than localhost).
 */
export function registerServiceWorker(): Workbox | undefined {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return undefined;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    useAppUpdate.setState({
      updateReady: true,
      applyUpdate: () => {
        // Reload only once the new worker controls the page, so the page loads the new files.
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  // A failed registration (storage full, blocked by policy) leaves the app working online.
  workbox.register().catch((error: unknown) => console.warn('Service worker not registered', error));
  return workbox;
}
