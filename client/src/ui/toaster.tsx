// The app's toasts (docs/product.md#shared-behaviour). This is the only module that imports sonner, so
// the library can be swapped without touching a screen.
import { useEffect, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { useMediaQuery } from './use-media-query';

/** A toast's optional button, such as Undo or Retry. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** What a screen asks to show. Destructive is for a rejection the person must notice. */
export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: ToastAction;
}

/** How long a toast stays unless hovered or focused. */
export const toastDurationMs = 5000;

/**
 * Shows a toast. At most one is on screen at a time: a new one replaces the one showing, so an old
 * message cannot resurface after the new one closes.
 */
export function notify({ title, description, variant = 'default', action }: Notice): void {
  toast.dismiss();
  const destructive = variant === 'destructive';
  toast(title, {
    description,
    // The background is set per variant, never in the shared class list, so no two utilities compete.
    className: destructive ? 'bg-sunrise-100' : 'bg-white',
    ...(destructive
      ? {
          icon: (
            <span className="grid size-7 place-items-center rounded-full bg-white font-black text-sunrise-700">
              !
            </span>
          ),
        }
      : {}),
    ...(action ? { action: { label: action.label, onClick: action.onClick } } : {}),
  });
}

/**
 * On a phone the toasts sit just below the header (the site's and the app's are at most 68 px tall there),
 * so a toast never covers Log out, Log in or the menu for its five seconds, nor for as long as a pointer
 * resting on it holds it open.
 */
export const PHONE_TOAST_TOP_PX = 76;

/**
 * Wider, the toasts sit above the parent app's '?' (24 px from the bottom, 56 px tall, ADR 0058) with a
 * gap, so a toast never covers it either.
 */
export const WIDE_TOAST_BOTTOM_PX = 92;

/** How many toast regions are on screen; there must be exactly one, or a toast would show twice. */
let mountedRegions = 0;

/**
 * Mounts a toast region of its own when the page has none (the prerendered marketing pages mount
 * theirs only when they first need one). A toast sent before the region mounts is shown once it has.
 */
export function ensureToaster(): void {
  if (mountedRegions > 0) return;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Toaster />);
  // Counted at once, so that a second toast before the first render does not mount a second region.
  mountedRegions += 1;
}

/** The toast region; mount once, in the root layout. */
export function Toaster() {
  useEffect(() => {
    mountedRegions += 1;
    return () => {
      mountedRegions -= 1;
    };
  }, []);

  // The spec puts toasts at the top on phones and bottom right on wider screens; 768 px is Tailwind's md.
  const wide = useMediaQuery('(min-width: 768px)');

  return (
    <SonnerToaster
      position={wide ? 'bottom-right' : 'top-center'}
      // Sonner's own phone width ends at 600 px, ours at 768: below ours, both offsets keep the header clear.
      {...(wide
        ? { offset: { bottom: WIDE_TOAST_BOTTOM_PX } }
        : { offset: { top: PHONE_TOAST_TOP_PX }, mobileOffset: { top: PHONE_TOAST_TOP_PX } })}
      visibleToasts={1}
      duration={toastDurationMs}
      closeButton
      hotkey={['F8']}
      swipeDirections={['right']}
      containerAriaLabel="Notifications"
      style={{ '--width': 'min(420px, calc(100vw - 32px))' } as CSSProperties}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: 'Close notification',
        classNames: {
          // select-none: a mouse drag to swipe the toast away would otherwise select its text, and sonner
          // stops following a swipe while text is selected.
          toast:
            'flex w-(--width) items-start gap-3 rounded-2xl p-3 pr-14 font-sans text-ink shadow-soft ring-1 ring-ink/10 select-none md:p-4 md:pr-14',
          icon: 'shrink-0',
          content: 'flex min-w-0 flex-1 flex-col gap-1',
          title: 'text-base font-extrabold [overflow-wrap:anywhere]',
          description: 'text-sm leading-snug text-ink-soft [overflow-wrap:anywhere]',
          closeButton:
            'absolute top-1.5 right-1.5 grid size-11 place-items-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink [&>svg]:size-4',
          actionButton:
            'min-h-11 shrink-0 self-center rounded-full bg-ink px-4 text-sm font-bold text-cream hover:bg-ink-soft',
        },
      }}
    />
  );
}
