import { useEffect, useRef } from 'react';
import { Icon } from '../ui/icon';

/** What the phone menu lists: the pages the header row shows on wider screens, and a little more. */
const menuLinks = [
  { href: '/features', label: 'Features' },
  { href: '/faq', label: 'FAQ' },
  { href: '/about', label: 'About' },
  { href: '/get-started#install', label: 'Install Brightday' },
  { href: '/setup', label: 'Set up a child’s board' },
] as const;

/**
 * The header's menu below the medium breakpoint. It is a native disclosure (`<details>`), so it opens from
 * the prerendered page before the site's script has run, and without JavaScript at all (ADR 0011). Once
 * the page is hydrated, Escape and a tap anywhere else close it.
 */
export function SiteMenu() {
  const menuRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const close = (returnFocus: boolean) => {
      if (!menu.open) return;
      menu.open = false;
      if (returnFocus) menu.querySelector('summary')?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(menu.contains(document.activeElement));
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !menu.contains(event.target)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  return (
    <details ref={menuRef} className="group md:hidden">
      <summary className="grid size-11 cursor-pointer list-none place-items-center rounded-full text-ink ring-2 ring-ink/15 transition hover:bg-white hover:ring-ink/35 [&::-webkit-details-marker]:hidden">
        <Icon name="menu" className="size-6 group-open:hidden" />
        <Icon name="close" className="hidden size-6 group-open:block" />
        <span className="sr-only">Menu</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-t border-ink/10 bg-cream px-4 pt-2 pb-4 shadow-soft">
        <ul className="mx-auto max-w-6xl">
          {menuLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="flex min-h-12 items-center rounded-2xl px-3 text-lg font-bold text-ink hover:bg-white"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
