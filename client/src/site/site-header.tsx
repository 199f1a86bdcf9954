import { Link } from 'react-router';
import { ButtonLink } from '../ui/button-link';
import { Logo } from '../ui/logo';
import { useScrolledPast } from './use-scrolled-past';

const scrollThresholdPx = 10;

export function SiteHeader() {
  const scrolled = useScrolledPast(scrollThresholdPx);

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
        scrolled ? 'bg-cream/95 shadow-soft backdrop-blur' : 'bg-transparent'
      }`}
    >
      <a
        href="#main"
        className="sr-only rounded-full bg-white px-4 py-2 font-bold focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-18 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        {/* Clicking the logo on the home page itself changes no route, so scroll explicitly. */}
        <Link
          to="/"
          aria-label="Brightday home"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <Logo />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 whitespace-nowrap sm:gap-3">
          <Link
            to="/features"
            className="hidden rounded-full px-3 py-2 font-semibold text-ink-soft hover:text-ink md:inline-block"
          >
            Features
          </Link>
          <Link
            to="/faq"
            className="hidden rounded-full px-3 py-2 font-semibold text-ink-soft hover:text-ink md:inline-block"
          >
            FAQ
          </Link>
          {/* Below 420 px the logo and Get Started fill the bar; /get-started links to login too. */}
          <Link
            to="/login"
            className="hidden rounded-full px-2 py-2 font-semibold text-ink-soft hover:text-ink min-[420px]:inline-block sm:px-3"
          >
            Log in
          </Link>
          <ButtonLink to="/get-started" className="min-h-11 px-4 py-2 text-sm sm:px-5 sm:text-base">
            Get Started
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}
