import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../ui/button-class';
import { ChildAvatar } from '../ui/child-avatar';
import { ChildNotFound } from './child-not-found';
import { PairBoardForm } from './boards/pair-board-form';
import { SET_UP_A_BOARD } from '../ui/set-up-a-board';
import { SetupAddressCard } from './boards/setup-address-card';
import { ParentPage } from '../ui/parent-page';
import { useChild, useChildren, type ChildDocument } from '../data/hooks/use-children';

const lede =
  'On the tablet that will be the board, open the board setup. It shows a six-digit code: type it here to connect the board.';

/**
 * The address to open on the tablet, beside the code's form. A code from the board's QR link means the tablet
 * is on its setup already.
 */
function PairingSteps({ code, children }: { code: string; children: ReactNode }) {
  if (code !== '') return <>{children}</>;
  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      <SetupAddressCard />
      <div>
        <h2 className="mb-4 text-xl font-extrabold">2. Type the code it shows</h2>
        {children}
      </div>
    </div>
  );
}

/**
 * Pairing a board: at /pair-board/{childId} for one child, and at /pair-board?code=123456 (the link in the
 * board's QR code) where the parent first picks the child. Each code lasts 10 minutes and works once.
 */
export function PairBoardPage() {
  const { childId } = useParams();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const children = useChildren();
  // Undefined also while the child's profile may still be on its way (SPEC I-STATE-4).
  const child = useChild(childId ?? '');
  if (children === undefined) return <ParentPage title={SET_UP_A_BOARD} lede="Opening…" />;
  if (childId !== undefined) {
    if (child === undefined) return <ParentPage title={SET_UP_A_BOARD} lede="Opening…" />;
    if (child === null) return <ChildNotFound />;
    return (
      <ParentPage title={`${SET_UP_A_BOARD} for ${child.name}`} lede={lede}>
        <PairingSteps code={code}>
          <PairBoardForm child={child} initialCode={code} />
        </PairingSteps>
      </ParentPage>
    );
  }
  return (
    <ParentPage title={SET_UP_A_BOARD} lede={lede}>
      <ChooseChildThenPair family={children} code={code} />
    </ParentPage>
  );
}

function ChooseChildThenPair({ family, code }: { family: ChildDocument[]; code: string }) {
  const [picked, setChosenId] = useState<string | undefined>();
  // An only child is chosen already, also when the children arrive after the first render.
  const chosenId = picked ?? (family.length === 1 ? family[0]?.id : undefined);
  if (family.length === 0) {
    return (
      <div className="space-y-4">
        <p className="text-lg">Add your child first: each board belongs to one child.</p>
        <Link to="/add-child" className={buttonClass('primary')}>
          Add a child
        </Link>
      </div>
    );
  }
  const chosen = family.find((child) => child.id === chosenId);
  return (
    <div className="space-y-8">
      <fieldset>
        <legend className="mb-3 text-xl font-extrabold">Which child is this board for?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {family.map((child) => (
            <label
              key={child.id}
              className="flex min-h-16 cursor-pointer items-center gap-4 rounded-3xl bg-white p-3 shadow-soft ring-2 ring-transparent has-[:checked]:ring-sky-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-700"
            >
              <input
                type="radio"
                name="pair-child"
                value={child.id}
                checked={child.id === chosenId}
                onChange={() => setChosenId(child.id)}
                className="sr-only"
              />
              <ChildAvatar name={child.name} picture={child.profilePicture} className="size-12 text-xl" />
              <span className="text-lg font-bold">{child.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {chosen && (
        <PairingSteps code={code}>
          <PairBoardForm key={chosen.id} child={chosen} initialCode={code} />
        </PairingSteps>
      )}
    </div>
  );
}
