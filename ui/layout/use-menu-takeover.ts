import { useEffect, useRef, useState, type RefObject } from 'react';
import type { MenuTakeover } from './use-deferred-menu';

/**
 * How a menu whose code arrived takes over from its stand-in button: open if
 * the stand-in was already clicked, and with the focus on its own button if
 * the stand-in had it (an opening menu moves the focus into itself).
 */
export function useMenuTakeover(takeover: () => MenuTakeover): { defaultOpened: boolean; target: RefObject<HTMLButtonElement | null> } {
  const [{ defaultOpened, focusTarget }] = useState(takeover);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTarget && !defaultOpened) target.current?.focus();
  }, [focusTarget, defaultOpened]);
  return { defaultOpened, target };
}
