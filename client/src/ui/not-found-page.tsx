import { ButtonLink } from './button-link';
import { usePageMeta } from './use-page-meta';

export function NotFoundPage() {
  usePageMeta({ title: 'Page not found', canonicalPath: null });
  return (
    <section className="mx-auto grid max-w-xl place-items-center px-4 py-20 text-center sm:py-28">
      <p aria-hidden="true" className="text-7xl font-black text-sunrise-500">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold">404 Page Not Found</h1>
      <p className="mt-3 text-lg text-ink-soft">Did you forget to add the page to the router?</p>
      <ButtonLink to="/" className="mt-8">
        Back to the home page
      </ButtonLink>
    </section>
  );
}
