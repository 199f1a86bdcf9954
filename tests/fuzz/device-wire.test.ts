// @vitest-environment node
// The fuzz's check of refusals retried (R-REFUSED-1, device-wire.ts) against a fake server: it must catch a
// refused state sent again, and must not mistake a replay after a lost answer for one.
import { describe, expect, it } from 'vitest';
import { watchWire } from './device-wire';
import { createTestNetwork } from '../kit/sync/test-network';

const BASE = 'http://127.0.0.1:9';
const state = (name: string) => ({ id: '5f159f4f-0000-4000-8000-000000000001', name, updatedAt: 'now' });
const pushOf = (...names: string[]) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    rows: names.map((name) => ({ assumedMasterState: null, newDocumentState: state(name) })),
  }),
});

/** A device's network whose server refuses every push for good (400), or answers 200. */
function wireAnswering(status: number) {
  const real = globalThis.fetch;
  globalThis.fetch = () =>
    Promise.resolve(new Response(JSON.stringify({ code: 'BAD_REQUEST', message: 'Removed.' }), { status }));
  return { wire: watchWire('board-b', createTestNetwork()), restore: () => (globalThis.fetch = real) };
}

describe("the fuzz's check of refusals retried (R-REFUSED-1)", () => {
  it('names a state sent again after the device heard it refused, alone or in a batch', async () => {
    const { wire, restore } = wireAnswering(400);
    try {
      await wire.network.fetch(`${BASE}/api/sync/routineInstances/push`, pushOf('ticked'));
      await wire.network.fetch(`${BASE}/api/sync/routineInstances/push`, pushOf('other', 'ticked'));
    } finally {
      restore();
    }
    expect(wire.resentRefusals).toEqual([
      'board-b sent routineInstances/5f159f4f-0000-4000-8000-000000000001 again after its refusal',
    ]);
  });

  it("takes neither a newer state, nor a batch's refusal, nor a refusal whose answer was lost for a retry", async () => {
    const { wire, restore } = wireAnswering(400);
    try {
      const url = `${BASE}/api/sync/routineInstances/push`;
      await wire.network.fetch(url, pushOf('one', 'two'));
      await wire.network.fetch(url, pushOf('one'));
      wire.network.loseAnswers('POST /api/sync/routineInstances/push');
      await expect(wire.network.fetch(url, pushOf('lost'))).rejects.toThrow(/lost the answer/);
      await wire.network.fetch(url, pushOf('lost'));
      await wire.network.fetch(url, pushOf('one, later'));
    } finally {
      restore();
    }
    expect(wire.resentRefusals).toEqual([]);
  });
});
