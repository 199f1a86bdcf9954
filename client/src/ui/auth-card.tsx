import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './icon';

interface AuthCardProps {
  title: string;
  /** Shows a back arrow to the login screen, as the password reset steps do. */
  backToLogin?: boolean;
  /** Room for two fields side by side (signup's first and last name). */
  wide?: boolean;
  /**
   * Moves focus to the title when it changes after the first render, so that a screen reader hears
   * the next step of a multi-step card (password reset) rather than silence.
   */
  announceTitleChanges?: boolean;
  children: ReactNode;
}

/** The single card that login, signup and password reset share. */
export function AuthCard({
  title,
  backToLogin = false,
  wide = false,
  announceTitleChanges = false,
  children,
}: AuthCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);

  useEffect(() => {
    if (!announceTitleChanges || shownTitle.current === title) return;
    shownTitle.current = title;
    headingRef.current?.focus();
  }, [announceTitleChanges, title]);

  return (
    <section className="px-4 py-10 sm:py-16">
      <div
        className={`mx-auto w-full ${wide ? 'max-w-xl' : 'max-w-md'} rounded-3xl bg-white p-6 shadow-soft sm:p-10`}
      >
        {backToLogin && (
          <Link
            to="/login"
            className="-mt-2 -ml-2 mb-2 grid size-11 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
          >
            <Icon name="arrowLeft" />
            <span className="sr-only">Back to login</span>
          </Link>
        )}
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-center text-3xl font-extrabold tracking-tight outline-none"
        >
          {title}
        </h1>
        <div className="mt-4 space-y-6 text-center text-ink-soft">{children}</div>
      </div>
    </section>
  );
}
