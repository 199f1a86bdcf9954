// The browser's own offer to install Brightday (`beforeinstallprompt`, in Chromium browsers), kept so that
// the Install Brightday button can show it when the parent asks. Browsers without it (Safari, Firefox) never
// send the event, and the button leads to the install guide instead.
import { useSyncExternalStore } from 'react';

/** The event as Chromium sends it; not in TypeScript's DOM library. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: InstallPromptEvent | null): void {
  offer = next;
  for (const listener of listeners) listener();
}

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function';
}

/**
 * Starts listening; called once by the site's entry before the page hydrates, because the browser sends the
 * offer once, whenever it decides the page is installable, and may do so before any component exists.
 */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return;
    // Kept for the button rather than shown by the browser on its own at a moment the parent did not choose.
    event.preventDefault();
    setOffer(event);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser has offered to install Brightday; false in the prerendered page and while hydrating. */
export function useInstallOffered(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
}

/** Shows the browser's install dialog. An offer can be shown once, so the button falls back to the guide. */
export async function showInstallPrompt(): Promise<void> {
  const event = offer;
  if (!event) return;
  setOffer(null);
  await event.prompt();
  await event.userChoice;
}
