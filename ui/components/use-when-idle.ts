import { useEffect, useRef } from 'react';

/** How long the browser may stay busy before the callback runs anyway. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Runs the callback once, after the page has loaded and the browser has a
 * quiet moment: for code the first screen does not need but a member may
 * soon reach for (a menu's dropdown), so that it downloads after the first
 * screen instead of with it.
 */
export function useWhenIdle(callback: () => void): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    let cancel = () => undefined as void;
    const scheduleIdle = () => {
      // Safari has no requestIdleCallback: a short delay after the load event stands in for it.
      const requestIdle = window.requestIdleCallback as Window['requestIdleCallback'] | undefined;
      if (requestIdle) {
        const handle = window.requestIdleCallback(() => latest.current(), { timeout: IDLE_TIMEOUT_MS });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const timer = window.setTimeout(() => latest.current(), 200);
        cancel = () => window.clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') {
      scheduleIdle();
      return () => cancel();
    }
    window.addEventListener('load', scheduleIdle, { once: true });
    return () => {
      window.removeEventListener('load', scheduleIdle);
      cancel();
    };
  }, []);
}
