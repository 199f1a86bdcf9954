import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../ui/logo';
import { QrCode } from '../ui/qr-code';
import { SET_UP_A_BOARD } from '../ui/set-up-a-board';
import { Spinner } from '../ui/spinner';
import { readBoardCredential, saveBoardCredential, tabletDeviceId } from './board-credential';
import { BoardFrame } from './board-frame';
import { CodeCountdown, PairingCodeDigits } from './pairing-code-digits';
import type { PairingSessionState } from './pairing-session';
import { usePairingSession } from './use-pairing-session';

const steps = [
  'On your phone, log in to Brightday.',
  `Scan the square code, or tap ${SET_UP_A_BOARD} beside your child’s name.`,
  'Type the six digits. This board then opens by itself.',
] as const;

/** Where a board's own screen is. */
function boardPath(deviceId: string): string {
  return `/board/${encodeURIComponent(deviceId)}`;
}

/**
 * Shown on a tablet that is not yet a child's board; served at /setup and /board/setup. A tablet that is
 * paired already goes straight to its board. With `?unpaired=1` (a parent revoked the board, which wiped
 * its data) it first says what happened.
 */
export function BoardSetupPage() {
  const credential = readBoardCredential();
  if (credential) return <Navigate to={boardPath(credential.deviceId)} replace />;
  return <PairingScreen />;
}

function PairingScreen() {
  const [deviceId] = useState(tabletDeviceId);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = usePairingSession(deviceId, true);

  useEffect(() => {
    if (!state.paired) return;
    saveBoardCredential(state.paired);
    void navigate(boardPath(state.paired.deviceId), { replace: true });
  }, [state.paired, navigate]);

  return (
    <BoardFrame title="Set up this board">
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-5">
        <Logo />
        {params.get('unpaired') === '1' && (
          <p
            role="status"
            className="rounded-3xl bg-sun-200 px-6 py-4 text-center text-xl font-bold sm:text-2xl"
          >
            A grown-up disconnected this board. Its data has been cleared. Pair it again to continue.
          </p>
        )}
        <div className="grid flex-1 gap-5 portrait:grid-cols-[minmax(0,1fr)] portrait:grid-rows-[1fr_auto] landscape:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
          <CodePanel state={state} />
          <StepsPanel code={state.code?.digits} />
        </div>
      </div>
    </BoardFrame>
  );
}

function CodePanel({ state }: { state: PairingSessionState }) {
  return (
    <section
      aria-labelledby="setup-title"
      className="flex min-w-0 flex-col items-center justify-center rounded-[2rem] bg-white p-6 text-center shadow-soft sm:p-10"
    >
      <h1 id="setup-title" className="text-3xl font-black sm:text-4xl">
        Pair this board
      </h1>
      <p className="mt-2 text-xl text-ink-soft">Type this code on your phone:</p>
      {state.code ? (
        <>
          <PairingCodeDigits digits={state.code.digits} />
          <CodeCountdown expiresAt={state.code.expiresAt} />
        </>
      ) : (
        <div className="my-10 grid min-h-32 place-items-center">
          {!state.offline && <Spinner label="Getting a code…" />}
        </div>
      )}
      {state.offline && (
        <p role="status" className="mt-5 rounded-2xl bg-sky-100 px-5 py-3 text-lg font-semibold text-sky-700">
          Pairing needs the internet once. This board keeps trying by itself.
        </p>
      )}
      {state.problem && (
        <p role="status" className="mt-5 rounded-2xl bg-sunrise-100 px-5 py-3 text-lg font-semibold">
          {state.problem}
        </p>
      )}
    </section>
  );
}

function StepsPanel({ code }: { code: string | undefined }) {
  const link = code ? `${window.location.origin}/pair-board?code=${code}` : undefined;
  return (
    <section
      aria-label="How to pair"
      className="flex flex-col gap-6 rounded-[2rem] bg-white p-6 shadow-soft sm:p-8 portrait:sm:flex-row portrait:sm:items-center"
    >
      <div className="mx-auto w-44 shrink-0 sm:w-52">
        {link ? (
          <QrCode url={link} label="Square code that opens the pairing page on your phone" />
        ) : (
          <div className="aspect-square w-full rounded-2xl bg-cream" />
        )}
      </div>
      <ol className="space-y-4">
        {steps.map((step, index) => (
          <li key={step} className="flex items-start gap-4 text-lg sm:text-xl">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-sunrise-500 font-black">
              {index + 1}
            </span>
            <span className="pt-1.5">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
