/** The children chosen after ticking (`on`) or unticking one of them: the order they were chosen in, kept. */
export function withChildChosen(chosen: readonly string[], childId: string, on: boolean): string[] {
  const others = chosen.filter((id) => id !== childId);
  return on ? [...others, childId] : others;
}
