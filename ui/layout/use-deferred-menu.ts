import { startTransition, useRef, useState } from 'react';
import { useWhenIdle } from '../components/use-when-idle';

/** What the light trigger carries until the menu's code is there: a menu button, closed. */
export interface LightTriggerProps {
  readonly 'aria-haspopup': 'menu';
  readonly 'aria-expanded': false;
  readonly onPointerEnter: () => void;
  readonly onFocus: () => void;
  readonly onBlur: () => void;
  readonly onClick: () => void;
}

/** How the loaded menu takes over from the light trigger, read when it mounts. */
export interface MenuTakeover {
  /** The member already activated the light trigger: the menu opens as it arrives. */
  readonly defaultOpened: boolean;
  /** The light trigger had the focus: the menu's own button takes it. */
  readonly focusTarget: boolean;
}

/**
 * A dropdown menu whose code (Mantine's Menu and its positioning library)
 * is not part of the first screen: a light trigger with the same look
 * stands in until the code arrives, fetched when the browser is idle after
 * the first screen or as soon as the member reaches for the trigger
 * (pointer, focus, click). The loaded menu replaces the trigger within a
 * transition, so the trigger stays on screen and usable until then.
 */
export function useDeferredMenu(): {
  readonly load: boolean;
  readonly triggerProps: LightTriggerProps;
  readonly takeover: () => MenuTakeover;
} {
  const [load, setLoad] = useState(false);
  const focused = useRef(false);
  const activated = useRef(false);
  const requestLoad = () => startTransition(() => setLoad(true));
  useWhenIdle(requestLoad);
  return {
    load,
    triggerProps: {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: requestLoad,
      onFocus: () => {
        focused.current = true;
        requestLoad();
      },
      onBlur: () => {
        focused.current = false;
      },
      onClick: () => {
        activated.current = true;
        requestLoad();
      },
    },
    // Read by the loaded menu as it mounts: the member may have clicked or tabbed while its code was on the way.
    takeover: () => ({ defaultOpened: activated.current, focusTarget: focused.current }),
  };
}
