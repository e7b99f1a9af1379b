import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { MenuTakeover } from './use-deferred-menu';

/**
 * What every deferred dropdown menu is: in place rather than in a portal (it
 * follows its button for screen readers and stays inside its navigation
 * landmark), without the focus placeholder that is not a valid child of a
 * menu; the arrow keys loop.
 */
const IN_PLACE_MENU = { shadow: 'md', width: 280, loop: true, withinPortal: false, withInitialFocusPlaceholder: false } as const;

/**
 * How a menu whose code arrived takes over from its stand-in button: open if
 * the stand-in was already clicked, and with the focus on its own button if
 * the stand-in had it (an opening menu moves the focus into itself).
 *
 * The stand-in is read twice: as the menu starts rendering, and again once it
 * is on screen. The menu renders in a transition, during which the stand-in
 * stays on screen and clickable: a click in that moment would otherwise be
 * lost (seen as a profile menu that did not open, November 2026).
 * `menu` holds the props of the Menu itself.
 */
export function useMenuTakeover(takeover: () => MenuTakeover): {
  menu: typeof IN_PLACE_MENU & { opened: boolean; onChange: (opened: boolean) => void };
  target: RefObject<HTMLButtonElement | null>;
} {
  const [opened, setOpened] = useState(() => takeover().defaultOpened);
  const target = useRef<HTMLButtonElement>(null);
  const atMount = useRef(takeover);
  useLayoutEffect(() => {
    const { defaultOpened, focusTarget } = atMount.current();
    if (defaultOpened) setOpened(true);
    else if (focusTarget) target.current?.focus();
  }, []);
  return { menu: { ...IN_PLACE_MENU, opened, onChange: setOpened }, target };
}
