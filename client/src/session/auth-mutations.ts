// React Query hooks for the account calls, with the cache rules of docs/product.md#states-and-session.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginForm, SignupForm } from '@sync/schemas/user';
import { login, logout, register, requestPasswordReset, resetPassword } from './auth-api';
import { currentUserKey, type User } from './current-user';
import { rememberUser } from './remembered-user';
import { forgetEndedMembership } from './membership-memory';

function isCurrentUserQuery(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === currentUserKey[0];
}

/** The server answered with the parent's account: it replaces the cached and the remembered one. */
export function userUpdated(queryClient: QueryClient, user: User): void {
  rememberUser(user);
  queryClient.setQueryData<User | null>(currentUserKey, user);
}

/** After login or signup: the returned user replaces the cached one and everything else reloads. */
export function signedIn(queryClient: QueryClient, user: User): void {
  forgetEndedMembership();
  userUpdated(queryClient, user);
  // Not awaited: the parent goes on to the app while the other screens' data reloads.
  void queryClient.invalidateQueries({ predicate: (query) => !isCurrentUserQuery(query.queryKey) });
}

/**
 * After logout: the user is null and every other cached answer is gone, so the next parent on this
 * browser sees none of the previous one's family. The user is set first so that its observers (the
 * session gate) are told at once; removed queries would not notify them.
 */
export async function signedOut(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  rememberUser(null);
  queryClient.setQueryData<User | null>(currentUserKey, null);
  queryClient.removeQueries({ predicate: (query) => !isCurrentUserQuery(query.queryKey) });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: LoginForm) => login(form),
    onSuccess: (user) => signedIn(queryClient, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: SignupForm) => register(form),
    onSuccess: (user) => signedIn(queryClient, user),
  });
}

/** Logs out this browser, or with `everywhere` every session of the parent (this one too). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ everywhere = false }: { everywhere?: boolean } = {}) => logout(everywhere),
    onSuccess: () => signedOut(queryClient),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => resetPassword(token, password),
  });
}
