import { describe, expect, it } from 'vitest';
import { childrenToOffer } from './addition-outcome';

const leo = { id: 'leo', name: 'Leo' };
const mia = { id: 'mia', name: 'Mia' };

describe("the steps offer beside a suggested routine's own add", () => {
  it('is made to every ticked child before anything is added', () => {
    expect(childrenToOffer([leo, mia], [], false)).toEqual([leo, mia]);
  });

  it('is made to nobody while the add is being written, so no outcome shows before it is known', () => {
    expect(childrenToOffer([leo, mia], [], true)).toEqual([]);
  });

  it('is not made to a child the routine was added to: "Added" is their one outcome', () => {
    expect(childrenToOffer([leo], [leo], false)).toEqual([]);
    expect(childrenToOffer([leo, mia], [leo], false)).toEqual([mia]);
  });
});
