import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { MemberRole } from '@sync/schemas/household';
import { openFamilyData, type FamilyData } from './family-data';

const FamilyDataContext = createContext<FamilyData | undefined>(undefined);

/**
 * Opens the signed-in parent's family data and keeps it for every screen of the parent app. Screens
 * render at once; the data arrives from the local database (offline too) a moment later.
 */
export function FamilyDataProvider({
  userId,
  role,
  children,
}: {
  userId: string;
  role: MemberRole;
  children: ReactNode;
}) {
  const [data, setData] = useState<FamilyData | undefined>(undefined);
  useEffect(() => {
    let active = true;
    openFamilyData(userId, role).then(
      (opened) => active && setData(opened),
      (error: unknown) => console.error('could not open the family data', error),
    );
    return () => {
      active = false;
    };
  }, [userId, role]);
  // After the screen's own effects, which ask its first reads: the replication waits for their answers.
  useEffect(() => data?.shown(), [data]);
  return <FamilyDataContext.Provider value={data}>{children}</FamilyDataContext.Provider>;
}

/** The family data, or undefined while it opens. */
export function useFamilyData(): FamilyData | undefined {
  return useContext(FamilyDataContext);
}
