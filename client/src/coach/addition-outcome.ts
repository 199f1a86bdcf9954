// One add of a suggested routine gives one outcome message. The offer to put a suggestion's steps at the end
// of a child's routine of the same part of the day (ADR 0055) reads the child's routines live: once the card
// has added its own routine, that routine is of the same part of the day and has every step, and the offer
// would say "Not added… already has these steps" beside "Added". So the offer is made only to the children
// the card has not added to, and to none while the add is being written.

/** The children to offer a suggestion's steps to, of those ticked on its card. */
export function childrenToOffer<Child extends { readonly id: string }>(
  chosen: readonly Child[],
  addedTo: readonly Child[],
  adding: boolean,
): Child[] {
  if (adding) return [];
  return chosen.filter((child) => !addedTo.some((added) => added.id === child.id));
}
