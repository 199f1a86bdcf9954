import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from '../ui/logo';

const navItems = [
  { to: '/app', label: 'Today' },
  { to: '/nia-coach', label: 'Nia coach' },
  { to: '/profile', label: 'Profile' },
] as const;

function navClass({ isActive }: { isActive: boolean }): string {
  return `rounded-full px-4 py-2 font-bold transition ${
    isActive ? 'bg-ink text-cream' : 'text-ink-soft hover:bg-white hover:text-ink'
  }`;
}

export function ParentLayout() {
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 border-b border-ink/10 bg-cream/95 backdrop-blur">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <Link to="/app" aria-label="Brightday, today">
            <Logo />
          </Link>
          <nav aria-label="Parent app">
            <ul className="flex gap-1">
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end className={navClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        <Outlet />
      </main>
    </div>
  );
}
