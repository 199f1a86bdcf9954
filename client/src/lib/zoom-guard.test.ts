import { afterEach, describe, expect, it } from 'vitest';
import { DOUBLE_TAP_MS, DOUBLE_TAP_SLOP_PX, installZoomGuard, isZoomKey } from './zoom-guard';

/** A cancelable event of `type` with the given fields and time stamp. */
function fire(target: EventTarget, type: string, fields: Record<string, unknown> = {}, timeStamp = 0) {
  const event = new Event(type, { cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  Object.assign(event, fields);
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

let remove: (() => void) | undefined;
afterEach(() => remove?.());

function guarded(): EventTarget {
  const target = new EventTarget();
  remove = installZoomGuard(target);
  return target;
}

describe('isZoomKey', () => {
  it.each([
    [{ ctrlKey: true, metaKey: false, key: '+', code: 'Equal' }, true],
    [{ ctrlKey: true, metaKey: false, key: '-', code: 'Minus' }, true],
    [{ ctrlKey: false, metaKey: true, key: '0', code: 'Digit0' }, true],
    [{ ctrlKey: true, metaKey: false, key: 'Add', code: 'NumpadAdd' }, true],
    [{ ctrlKey: false, metaKey: false, key: '+', code: 'Equal' }, false],
    [{ ctrlKey: true, metaKey: false, key: 'c', code: 'KeyC' }, false],
  ])('reads %o as a zoom shortcut: %s', (event, expected) => {
    expect(isZoomKey(event)).toBe(expected);
  });
});

describe('installZoomGuard', () => {
  it('cancels a two-finger touch but lets a one-finger touch scroll', () => {
    const target = guarded();
    expect(fire(target, 'touchmove', { touches: { length: 2 } })).toBe(true);
    expect(fire(target, 'touchmove', { touches: { length: 1 } })).toBe(false);
  });

  it(`cancels a second tap within ${DOUBLE_TAP_MS} ms, not one that comes later`, () => {
    const target = guarded();
    expect(fire(target, 'touchend', {}, 1000)).toBe(false);
    expect(fire(target, 'touchend', {}, 1000 + DOUBLE_TAP_MS)).toBe(true);
    expect(fire(target, 'touchend', {}, 2000 + DOUBLE_TAP_MS)).toBe(false);
  });

  it('lets a quick second tap on another control through: only a tap on the same spot would zoom', () => {
    const target = guarded();
    const at = (x: number, y: number) => ({ changedTouches: [{ clientX: x, clientY: y }] });
    // The consent box, then Sign up below it, 100 ms later.
    expect(fire(target, 'touchend', at(40, 300), 1000)).toBe(false);
    expect(fire(target, 'touchend', at(200, 410), 1100)).toBe(false);
    // Twice on the same spot, as a double-tap zoom is.
    expect(fire(target, 'touchend', at(200, 410 + DOUBLE_TAP_SLOP_PX / 2), 1200)).toBe(true);
  });

  it("cancels Safari's pinch gestures, keyboard zoom and Ctrl + wheel", () => {
    const target = guarded();
    expect(fire(target, 'gesturestart')).toBe(true);
    expect(fire(target, 'keydown', { ctrlKey: true, metaKey: false, key: '=', code: 'Equal' })).toBe(true);
    expect(fire(target, 'keydown', { ctrlKey: false, metaKey: false, key: 'a', code: 'KeyA' })).toBe(false);
    expect(fire(target, 'wheel', { ctrlKey: true })).toBe(true);
    expect(fire(target, 'wheel', { ctrlKey: false })).toBe(false);
  });

  it('stops cancelling once removed', () => {
    const target = guarded();
    remove?.();
    remove = undefined;
    expect(fire(target, 'gesturestart')).toBe(false);
  });
});
