import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../ui/icon';

interface AuthCardProps {
  title: string;
  /** Shows a back arrow to the login screen, as the password reset steps do. */
  backToLogin?: boolean;
  children: ReactNode;
}

/** The single card that login, signup and password reset share. */
export function AuthCard({ title, backToLogin = false, children }: AuthCardProps) {
  return (
    <section className="px-4 py-12 sm:py-20">
      <div className="mx-auto w-full max-w-md rounded-3xl bg-white p-7 shadow-soft sm:p-10">
        {backToLogin && (
          <Link
            to="/login"
            className="-mt-3 -ml-3 mb-2 grid size-11 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
          >
            <Icon name="arrowLeft" />
            <span className="sr-only">Back to login</span>
          </Link>
        )}
        <h1 className="text-center text-3xl font-extrabold tracking-tight">{title}</h1>
        <div className="mt-4 space-y-6 text-center text-ink-soft">{children}</div>
      </div>
    </section>
  );
}
