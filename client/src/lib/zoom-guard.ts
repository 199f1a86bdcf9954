// docs/product.md#shared-behaviour: the app blocks pinch zoom, double-tap zoom and keyboard zoom. The
// viewport meta tag fixes the scale where browsers honour it; these listeners cover the gestures and
// keys that some browsers still act on (iOS Safari ignores user-scalable=no since iOS 10).

/** A second tap within this many milliseconds of the first would zoom; it is cancelled. */
export const DOUBLE_TAP_MS = 300;

/**
 * ...and within this distance of it (CSS pixels). A quick tap elsewhere is a tap on another control, never a
 * zoom: cancelling it once swallowed Sign up right after the consent box, and Ask right after a child's chip.
 */
export const DOUBLE_TAP_SLOP_PX = 48;

const zoomKeys = new Set(['+', '-', '=', '_', '0']);
const zoomCodes = new Set(['Equal', 'Minus', 'Digit0', 'NumpadAdd', 'NumpadSubtract', 'Numpad0']);

type KeyLike = Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'key' | 'code'>;

/** Ctrl or Cmd with plus, minus or zero: the browser's zoom shortcuts. */
export function isZoomKey(event: KeyLike): boolean {
  return (event.ctrlKey || event.metaKey) && (zoomKeys.has(event.key) || zoomCodes.has(event.code));
}

type TouchLike = Event & {
  touches?: { length: number };
  changedTouches?: ArrayLike<{ clientX: number; clientY: number }>;
};

/** Where a touch ended; unknown (an event without touches) counts as the same place as the last one. */
function endPoint(event: Event): { x: number; y: number } | undefined {
  const touch = (event as TouchLike).changedTouches?.[0];
  return touch === undefined ? undefined : { x: touch.clientX, y: touch.clientY };
}

/**
 * Installs the listeners on `target` (the window) and returns a function that removes them. They are
 * not passive, because a passive listener cannot cancel the zoom.
 */
export function installZoomGuard(target: EventTarget = window): () => void {
  let lastTouchEnd = Number.NEGATIVE_INFINITY;
  let lastPoint: { x: number; y: number } | undefined;

  const cancelMultiTouch = (event: Event) => {
    if (((event as TouchLike).touches?.length ?? 0) > 1) event.preventDefault();
  };
  const cancelDoubleTap = (event: Event) => {
    const point = endPoint(event);
    const near =
      point === undefined ||
      lastPoint === undefined ||
      Math.hypot(point.x - lastPoint.x, point.y - lastPoint.y) <= DOUBLE_TAP_SLOP_PX;
    if (near && event.timeStamp - lastTouchEnd <= DOUBLE_TAP_MS) event.preventDefault();
    lastTouchEnd = event.timeStamp;
    lastPoint = point;
  };
  const cancel = (event: Event) => event.preventDefault();
  const cancelZoomKey = (event: Event) => {
    if (isZoomKey(event as KeyboardEvent)) event.preventDefault();
  };
  // A trackpad pinch reaches the page as a wheel event with ctrlKey set, as does Ctrl + mouse wheel.
  const cancelCtrlWheel = (event: Event) => {
    if ((event as WheelEvent).ctrlKey) event.preventDefault();
  };

  const listeners: [string, (event: Event) => void][] = [
    ['touchstart', cancelMultiTouch],
    ['touchmove', cancelMultiTouch],
    ['touchend', cancelDoubleTap],
    // Safari's own pinch events.
    ['gesturestart', cancel],
    ['gesturechange', cancel],
    ['keydown', cancelZoomKey],
    ['wheel', cancelCtrlWheel],
  ];
  for (const [type, listener] of listeners) target.addEventListener(type, listener, { passive: false });
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
