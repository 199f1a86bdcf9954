// The parent's calls for a child's boards (ADR 0036). Boards are not replicated: pairing and the board list
// live on the server only, so these need a connection, like the account calls (ADR 0032).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardClaimRequest, BoardList, BoardSummary, ClaimedBoard } from '@sync/protocol/pairing';
import { apiRequest, errorOfResponse, send } from '../../lib/http-client';
import { childArrivalDelay, retryWhileChildArrives } from './child-arrival-retry';

/** The cache key of a child's boards; also the path they are loaded from. */
export function boardsKey(childId: string) {
  return ['/api/children', encodeURIComponent(childId), 'boards'] as const;
}

function boardPath(childId: string, boardId: string): string {
  return `/api/children/${encodeURIComponent(childId)}/boards/${encodeURIComponent(boardId)}`;
}

/**
 * A child's boards, refreshed every few seconds while one is connecting (the parent is waiting to see it
 * appear) and every minute otherwise (last seen, health).
 */
export function useChildBoards(childId: string, enabled: boolean) {
  return useQuery<BoardList>({
    queryKey: boardsKey(childId),
    enabled,
    // A child added a moment ago is not on the server until its push lands: its 404 means "not yet".
    retry: retryWhileChildArrives,
    retryDelay: childArrivalDelay,
    refetchInterval: (query) => ((query.state.data?.connecting.length ?? 0) > 0 ? 3000 : 60_000),
  });
}

/** Claims the code a board shows, for the child. */
export function useClaimBoard(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claim: BoardClaimRequest) =>
      apiRequest<ClaimedBoard>('POST', `/api/children/${encodeURIComponent(childId)}/boards`, claim),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardsKey(childId) }),
  });
}

/** Gives a board a new name. */
export function useRenameBoard(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boardId, label }: { boardId: string; label: string }) =>
      apiRequest<BoardSummary>('PATCH', boardPath(childId, boardId), { label }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardsKey(childId) }),
  });
}

/** Revokes a board: it wipes itself and returns to setup at its next request. */
export function useRevokeBoard(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer is 204 without a body, which apiRequest would read as JSON.
    mutationFn: async (boardId: string) => {
      const response = await send(boardPath(childId, boardId), {
        method: 'DELETE',
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) throw await errorOfResponse(response);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardsKey(childId) }),
  });
}
