// The skeletons a page shows while its code loads (ADR 0094): the frame of the page (the site's header, the
// parent app's header) and grey blocks where its content will be, never a spinner on an empty page. The
// server sends the same markup in the app's HTML (scripts/prerender.ts), so the first paint and the router's
// fallback are one picture. In the app's entry: nothing here may import more than React and the logo.
import type { ReactNode } from 'react';
import type { RouteShell } from '@sync/protocol/route-shells';
import { Logo } from './logo';
import { FullPageSpinner } from './spinner';

const block = 'rounded-2xl bg-ink/10 motion-safe:animate-pulse';

/** A grey block of the given size classes. */
function Bone({ className }: { className: string }) {
  return <div aria-hidden="true" className={`${block} ${className}`} />;
}

/** Says to a screen reader what the blocks are. */
function Loading() {
  return (
    <p role="status" className="sr-only">
      Loading…
    </p>
  );
}

/** The site's fixed header as it will be: the logo, Log in and the Get Started button. */
function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col" data-route-skeleton="">
      <div className="fixed inset-x-0 top-0 z-40">
        <div className="mx-auto flex h-18 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
          <Logo wordClassName="max-[399px]:sr-only" />
          <div className="flex items-center gap-3">
            <Bone className="h-5 w-14 rounded-full" />
            <Bone className="h-11 w-28 rounded-full bg-sunrise-500/40" />
          </div>
        </div>
      </div>
      <div className="flex-1 pt-18">{children}</div>
    </div>
  );
}

/** One labelled field of a form. */
function FieldBone() {
  return (
    <div className="space-y-2">
      <Bone className="h-5 w-24" />
      <Bone className="h-12 w-full" />
    </div>
  );
}

/** The account card (login, signup, the other account screens) with its title, text, fields and button. */
function CardBones({ wide, fields }: { wide: boolean; fields: number }) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <div
        className={`mx-auto w-full ${wide ? 'max-w-xl' : 'max-w-md'} space-y-6 rounded-3xl bg-white p-6 shadow-soft sm:p-10`}
      >
        <Bone className="mx-auto h-9 w-48" />
        <div className="space-y-2">
          <Bone className="mx-auto h-5 w-full" />
          <Bone className="mx-auto h-5 w-2/3" />
        </div>
        {Array.from({ length: fields }, (_, index) => (
          <FieldBone key={index} />
        ))}
        <Bone className="h-14 w-full rounded-full bg-sunrise-500/40" />
      </div>
    </div>
  );
}

/** The parent app's header and a screen's title, introduction and first cards. */
function ParentFrame() {
  return (
    <div className="min-h-dvh" data-route-skeleton="">
      <div className="sticky top-0 z-30 border-b border-ink/10 bg-cream/95">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo />
          <Bone className="h-11 w-32 rounded-full" />
        </div>
      </div>
      <div className="mx-auto max-w-5xl space-y-4 px-4 pt-[3.25rem] pb-28 sm:px-6">
        <Bone className="h-10 w-3/4 max-w-md" />
        <Bone className="h-6 w-full max-w-2xl" />
        <div className="grid gap-6 pt-4 md:grid-cols-2">
          <Bone className="h-44 w-full rounded-3xl" />
          <Bone className="h-44 w-full rounded-3xl" />
        </div>
      </div>
    </div>
  );
}

/** The skeleton of `shell` (sync/protocol/route-shells.ts). */
export function RouteSkeleton({ shell }: { shell: RouteShell }) {
  if (shell === 'board') return <FullPageSpinner />;
  if (shell === 'parent') {
    return (
      <>
        <Loading />
        <ParentFrame />
      </>
    );
  }
  return (
    <>
      <Loading />
      <SiteFrame>
        <CardBones wide={shell === 'signup'} fields={shell === 'signup' ? 5 : 2} />
      </SiteFrame>
    </>
  );
}
