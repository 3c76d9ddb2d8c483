import { type RefObject, useEffect, useState } from 'react';

/** Marks controls a floating button must never cover (a tab bar and its scroll buttons). */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear';

/** The room left between a lifted floating button and the control under it. */
const GAP = 8;

/**
 * How far a fixed, floating element (`ref`) must rise to stay clear of the controls marked with
 * KEEP_CLEAR_ATTRIBUTE: 0 while none is under its place, else enough to sit just above the highest
 * one there. Measured on every scroll (the shell scrolls inside <main>), resize and change of the
 * page, once a frame at most.
 */
export function useKeepClearLift(ref: RefObject<HTMLElement | null>): number {
  const [lift, setLift] = useState(0);
  useEffect(() => {
    let frame = 0;
    let current = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      // Where it sits when not lifted.
      const own = element.getBoundingClientRect();
      const home = { left: own.left, right: own.right, top: own.top + current, bottom: own.bottom + current };
      let next = 0;
      for (const control of document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)) {
        const box = control.getBoundingClientRect();
        const crosses =
          box.left < home.right + GAP &&
          box.right > home.left - GAP &&
          box.top < home.bottom + GAP &&
          box.bottom > home.top - GAP;
        if (crosses) next = Math.max(next, home.bottom - box.top + GAP);
      }
      if (next !== current) {
        current = next;
        setLift(next);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    // Content loading above a control moves it without any scroll.
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      changes.disconnect();
    };
  }, [ref]);
  return lift;
}
