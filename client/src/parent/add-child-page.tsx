import { useNavigate } from 'react-router';
import { DEFAULT_THEME } from '@sync/schemas/enums';
import type { ChildInput } from '@sync/collections/children';
import { useCurrentUser } from '../session/current-user';
import { useCreateId } from '../data/hooks/use-create-id';
import { addChild } from '../data/writes/children';
import { ChildForm } from './child-form';
import { ConsentStep } from './consent-step';
import { useFamilyData } from '../data/family-data-context';
import { ParentPage } from '../ui/parent-page';

const emptyChild: ChildInput = {
  name: '',
  birthDate: null,
  profilePicture: null,
  theme: DEFAULT_THEME,
  achievementsEnabled: true,
};

/**
 * A new child profile, written to the local database (offline too) once the parent has consented. The
 * child's id is made when the page opens, so a second tap on "Add child" writes the same child (ADR 0049).
 */
export function AddChildPage() {
  const { user } = useCurrentUser();
  const data = useFamilyData();
  const navigate = useNavigate();
  const { id: childId } = useCreateId();
  if (!user) return null;

  async function create(input: ChildInput) {
    if (!user || !data) return;
    const child = await addChild(
      data.database,
      { familyId: user.familyId, parentId: user.id },
      childId,
      input,
    );
    await navigate(`/children/${child.id}`);
  }

  return (
    <ParentPage
      title="Add a child"
      lede="Each child gets their own board, routines and rewards. You can pair their board straight after."
    >
      {user.childDataConsent ? (
        <ChildForm initial={emptyChild} submitLabel="Add child" pending={!data} onSubmit={create} />
      ) : (
        <ConsentStep />
      )}
    </ParentPage>
  );
}
