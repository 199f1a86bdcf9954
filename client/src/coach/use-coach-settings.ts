// The family's choice about Nia's online helper, as the server keeps it. Offline (or on a server without a
// helper) the answer is simply "not available": the built-in guide answers either way.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachSettings } from '@sync/schemas/coach';
import { fetchCoachSettings, turnOffOnlineHelper, turnOnOnlineHelper } from './coach-api';

const settingsKey = ['/api/coach/settings'] as const;

/** The settings, undefined while they load or when the server cannot be reached. */
export function useCoachSettings(): CoachSettings | undefined {
  const query = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => fetchCoachSettings(signal),
    staleTime: 60_000,
    retry: false,
  });
  return query.data;
}

/** Turns the online helper on (recording the consent) or off; the settings update on success. */
export function useOnlineHelperSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { on: true; sharesVersion: string } | { on: false }) =>
      change.on ? turnOnOnlineHelper(change.sharesVersion) : turnOffOnlineHelper(),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
