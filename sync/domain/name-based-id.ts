// Deterministic ids (ADR 0016, ADR 0018, ADR 0019): a document that two devices may create offline for the
// same fact gets the same id on both, so the server sees one document (a conflict to merge) instead of two.
import type { CalendarDate } from './family-date';
import { sha1, utf8Bytes } from './sha1';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The namespace of routine instance ids (a fixed random UUID; changing it would fork every instance). */
export const ROUTINE_INSTANCE_NAMESPACE = '4375008a-5688-46c2-8a54-d5502686b36b';

/**
 * A name-based UUID, version 5 (RFC 9562 section 5.5): the same namespace and name always give the same
 * id, and different names practically never collide.
 */
export function uuidV5(namespace: string, name: string): string {
  if (!UUID_PATTERN.test(namespace)) throw new RangeError(`Not a UUID: ${namespace}`);
  const namespaceBytes = Uint8Array.from(namespace.replaceAll('-', '').match(/../g) ?? [], (hex) =>
    parseInt(hex, 16),
  );
  const nameBytes = utf8Bytes(name);
  const input = new Uint8Array(namespaceBytes.length + nameBytes.length);
  input.set(namespaceBytes);
  input.set(nameBytes, namespaceBytes.length);
  const bytes = sha1(input).slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id of a routine's instance on a family-local date (D-RINST-1): the same on every device, so a routine
 * started offline on two devices (or again after a board lost its storage) is one instance, and its
 * ledger entry (D-LEDGER-1) one entry.
 */
export function routineInstanceId(routineId: string, date: CalendarDate): string {
  return uuidV5(ROUTINE_INSTANCE_NAMESPACE, `${routineId.toLowerCase()}/${date}`);
}

/** The namespace of chore instance ids (a fixed random UUID; changing it would fork every instance). */
export const CHORE_INSTANCE_NAMESPACE = '9b4bac84-5afa-4dd1-ab49-abf6733b183a';

/** The namespace of the ids of chore ledger entries (earnings and their reversals). */
export const CHORE_LEDGER_NAMESPACE = '319e8470-7e8f-4972-a1ef-38fe88d78851';

/**
 * The id of a chore's instance on a family-local date for one child (D-CINST-1), or for nobody when
 * `childId` is null (the day's occurrence not yet given to a child): the same on every device, so two
 * parents' phones that set up the same day make one document.
 */
export function choreInstanceId(choreId: string, date: CalendarDate, childId: string | null): string {
  const child = childId === null ? 'unassigned' : childId.toLowerCase();
  return uuidV5(CHORE_INSTANCE_NAMESPACE, `${choreId.toLowerCase()}/${date}/${child}`);
}

/**
 * The id of the ledger entry of a chore instance's `round`-th completion (`kind` 'earned') or of the
 * entry that reverses it when that completion is undone (`kind` 'reversed'), D-CLEDGER-1. The round is
 * counted from the ledger itself, so two devices that record the same completion make one entry, and a
 * completion after an undo is a new round with new ids.
 */
export function choreLedgerEntryId(instanceId: string, round: number, kind: 'earned' | 'reversed'): string {
  if (!Number.isInteger(round) || round < 1) throw new RangeError(`Not a completion round: ${round}`);
  return uuidV5(CHORE_LEDGER_NAMESPACE, `${instanceId.toLowerCase()}/${round}/${kind}`);
}

/** The namespace of the ids of routine copies given to children (a fixed random UUID, never changed). */
export const ROUTINE_COPY_NAMESPACE = '21b42ada-985d-42b1-a969-a5957c79110e';

/**
 * The id of the copy of a routine that one opening of a form (`openingId`, made when the form opened) gives
 * to a child (D-COPY-1): the same for every submit of that opening, so a repeated tap gives the child the
 * same copy again, never a second one, while another opening or another child makes a new copy.
 */
export function routineCopyId(openingId: string, childId: string): string {
  return uuidV5(ROUTINE_COPY_NAMESPACE, `${openingId.toLowerCase()}/${childId.toLowerCase()}`);
}
