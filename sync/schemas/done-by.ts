// Who did something the family sees (issue "Households", ADR 0072): a member of the family, by their user
// id, or a paired board, by its device id. The writer names itself; the server checks it (D-DONEBY-1).
import { z } from 'zod';
import { keyText, uuid } from './fields';

/** A member or a board, as a `doneBy` names them; also how the server names whoever is pushing. */
export const doerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), id: uuid() }),
  z.object({ kind: z.literal('board'), id: keyText().min(1) }),
]);
/** A member or a board. */
export type Doer = z.infer<typeof doerSchema>;

/** The member or board that ticked, marked done, gave or spent; null when not recorded (older writers). */
export const doneBySchema = doerSchema.nullable();
/** A `doneBy` value. */
export type DoneBy = z.infer<typeof doneBySchema>;

/** The optional `doneBy` field of a document: absent from an older writer's document, it parses as null. */
export function doneByField() {
  return doneBySchema.default(null);
}
