import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_THEME } from '../../../sync/schemas/enums';
import type { ChildInput } from '../../../sync/schemas/child';
import { useCurrentUser } from '../auth/current-user';
import { collectionOf } from '../data/create-database';
import { newId } from '../data/new-id';
import { toLocalDocument } from '../data/synced-document';
import { ChildForm } from './child-form';
import { ConsentStep } from './consent-step';
import { useFamilyData } from './family-data-context';
import { ParentPage } from './parent-page';

const emptyChild: ChildInput = {
  name: '',
  birthDate: null,
  profilePicture: null,
  theme: DEFAULT_THEME,
  achievementsEnabled: true,
};

/** A new child profile, written to the local database (offline too) once the parent has consented. */
export function AddChildPage() {
  const { user } = useCurrentUser();
  const data = useFamilyData();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  if (!user) return null;

  async function create(input: ChildInput) {
    if (!user || !data) return;
    setPending(true);
    const now = new Date().toISOString();
    const child = toLocalDocument('children', {
      ...input,
      id: newId(),
      familyId: user.familyId,
      parentId: user.id,
      createdAt: now,
      updatedAt: now,
    });
    await collectionOf(data.database, 'children').insert(child);
    await navigate(`/children/${child.id}`);
  }

  return (
    <ParentPage
      title="Add a child"
      lede="Each child gets their own board, routines and rewards. You can pair their board straight after."
    >
      {user.childDataConsent ? (
        <ChildForm
          initial={emptyChild}
          submitLabel="Add child"
          pending={pending || !data}
          onSubmit={create}
        />
      ) : (
        <ConsentStep />
      )}
    </ParentPage>
  );
}
