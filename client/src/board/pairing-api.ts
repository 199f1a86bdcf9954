// The board's calls of the pairing API (ADR 0036). They carry no credential: the tablet is not paired yet,
// and its poll secret is the only thing that ties the poll to the code it shows.
import {
  pairingCodeIssuedSchema,
  pairingPollResponseSchema,
  type PairingCodeIssued,
  type PairingPollResponse,
} from '@sync/protocol/pairing';
import { errorOfResponse, readJson, send, type FetchFunction } from '../lib/http-client';

function postJson(url: string, body: unknown, fetchFunction: FetchFunction | undefined): Promise<Response> {
  return send(
    url,
    {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      cache: 'no-store',
    },
    fetchFunction,
  );
}

/** POST /api/pairing/codes: a new code for this tablet. Throws HttpError (status 0 when offline). */
export async function requestPairingCode(
  deviceId: string,
  fetchFunction?: FetchFunction,
): Promise<PairingCodeIssued> {
  const response = await postJson('/api/pairing/codes', { deviceId }, fetchFunction);
  if (!response.ok) throw await errorOfResponse(response);
  return pairingCodeIssuedSchema.parse(await readJson(response));
}

/** POST /api/pairing/poll: waiting, or paired with the board's credential. Throws HttpError. */
export async function pollPairingCode(
  pollSecret: string,
  fetchFunction?: FetchFunction,
): Promise<PairingPollResponse> {
  const response = await postJson('/api/pairing/poll', { pollSecret }, fetchFunction);
  if (!response.ok) throw await errorOfResponse(response);
  return pairingPollResponseSchema.parse(await readJson(response));
}
