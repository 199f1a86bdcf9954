import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { Spinner } from '../ui/spinner';
import { finishWipesLeftBehind } from './wipes-left-behind';

// The toasts' code comes after the first screen (ADR 0076): a board never shows one, and a toast a screen
// sends before the region is there is shown once it is (sonner replays the toasts still active).
const Toaster = lazy(() => import('../ui/toaster').then((module) => ({ default: module.Toaster })));

export function RootLayout() {
  const navigation = useNavigation();
  const painted = useAfterFirstPaint();
  useEffect(() => {
    finishWipesLeftBehind().catch((error: unknown) => console.error('could not wipe the family data', error));
  }, []);

  return (
    <>
      {/* Lazy screens keep the previous page visible while their code downloads; this says so. */}
      {navigation.state === 'loading' && (
        <div className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center">
          <div className="rounded-full bg-white p-2 shadow-soft">
            <Spinner size="small" />
          </div>
        </div>
      )}
      <Outlet />
      {/*
        Every new route starts at the top, as the spec asks; Back and Forward return to where the
        reader was, which a bare scrollTo(0, 0) per path change would not do reliably.
      */}
      <ScrollRestoration />
      {painted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
