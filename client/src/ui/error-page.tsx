import { buttonClass } from './button-class';
import { usePageMeta } from './use-page-meta';

interface ErrorPageProps {
  message?: string | undefined;
}

/**
 * Full-page fallback after a rendering failure. It uses no router hooks or links because the
 * top-level error boundary renders it outside the router.
 */
export function ErrorPage({ message }: ErrorPageProps) {
  usePageMeta({ title: 'Something went wrong', canonicalPath: null });
  return (
    <main className="grid min-h-dvh place-items-center bg-cream px-4 py-12">
      <div className="w-full max-w-md rounded-3xl bg-white p-8 text-center shadow-soft sm:p-10">
        <div
          aria-hidden="true"
          className="mx-auto mb-6 grid size-16 place-items-center rounded-full bg-sunrise-100 text-3xl font-black text-sunrise-700"
        >
          !
        </div>
        <h1 className="text-2xl font-extrabold">Something went wrong</h1>
        <p className="mt-3 break-words text-ink-soft">{message ?? 'An unexpected error occurred'}</p>
        <button
          type="button"
          className={buttonClass('primary', 'mt-8')}
          onClick={() => window.location.reload()}
        >
          Reload Page
        </button>
      </div>
    </main>
  );
}
