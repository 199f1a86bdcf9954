// What one device of the fuzz test sent and what reached it (R-REFUSED-1): its network, watched from the
// device's side. The push recorder sits below every device's network and sees each answer the server
// gave, even one the device never got (a lost answer); this sees only the answers the device got, so a
// state it sends again after a refusal it had heard is a refusal retried, never a lost answer replayed.
import { readErrorBody, HttpError } from '../../client/src/lib/http-client';
import { isPermanentRefusal } from '../../client/src/data/sync-engine/sync-http';
import { pushRequestSchema } from '@sync/protocol/messages';
import { stableStringify } from '@sync/protocol/stable-hash';
import type { TestNetwork } from '../kit/sync/test-network';

const PUSH_PATH = /^\/api\/sync\/([A-Za-z]+)\/push$/;

/** A device's network, and the refused states it sent again. */
export interface DeviceWire {
  network: TestNetwork;
  /** One line per row sent again after the server had refused that exact state for good. */
  readonly resentRefusals: readonly string[];
}

/** The collection and the rows' states of a push request, or undefined for any other request. */
function pushOf(input: string, init: RequestInit | undefined) {
  const collection = PUSH_PATH.exec(new URL(input).pathname)?.[1];
  if (init?.method !== 'POST' || collection === undefined || typeof init.body !== 'string') return undefined;
  const rows = pushRequestSchema.parse(JSON.parse(init.body)).rows;
  return rows.map((row) => ({
    name: `${collection}/${String(row.newDocumentState.id)}`,
    // The whole state, `updatedAt` included: a new write of the same content is a new state.
    key: `${collection} ${stableStringify(row.newDocumentState)}`,
  }));
}

/** Watches `network` for `device`: every request goes through it unchanged. */
export function watchWire(device: string, network: TestNetwork): DeviceWire {
  const refused = new Set<string>();
  const resentRefusals: string[] = [];
  const fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    const rows = pushOf(input, init);
    for (const row of rows ?? []) {
      if (refused.has(row.key)) resentRefusals.push(`${device} sent ${row.name} again after its refusal`);
    }
    const response = await network.fetch(input, init);
    // Only a row sent alone is refused for itself: a batch's refusal may be another row's.
    const [only] = rows?.length === 1 ? rows : [];
    if (only !== undefined && !response.ok) {
      const { code, message } = await readErrorBody(response.clone());
      if (isPermanentRefusal(new HttpError(response.status, code, message ?? '', message)))
        refused.add(only.key);
    }
    return response;
  };
  return {
    network: {
      fetch,
      setOnline: (online) => network.setOnline(online),
      get online() {
        return network.online;
      },
      requests: network.requests,
      loseAnswers: (request, count) => network.loseAnswers(request, count),
      holdBack: (request) => network.holdBack(request),
    },
    resentRefusals,
  };
}
