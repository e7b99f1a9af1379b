import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMenuTakeover } from './use-menu-takeover';

describe('a deferred menu taking over from its stand-in button', () => {
  it('opens when the stand-in was clicked before its code arrived', () => {
    const { result } = renderHook(() => useMenuTakeover(() => ({ defaultOpened: true, focusTarget: false })));
    expect(result.current.menu.opened).toBe(true);
  });

  it('opens when the stand-in was clicked while the menu was rendering, after it was first read', () => {
    let clicked = false;
    const { result } = renderHook(() => {
      const takeover = useMenuTakeover(() => ({ defaultOpened: clicked, focusTarget: false }));
      // The member's click lands after this render read the stand-in, before the menu is on screen.
      clicked = true;
      return takeover;
    });
    expect(result.current.menu.opened).toBe(true);
  });

  it('stays closed without a click, and once the member closes it, re-renders do not open it again', () => {
    const { result, rerender } = renderHook(() => useMenuTakeover(() => ({ defaultOpened: false, focusTarget: false })));
    expect(result.current.menu.opened).toBe(false);
    act(() => result.current.menu.onChange(true));
    act(() => result.current.menu.onChange(false));
    rerender();
    expect(result.current.menu.opened).toBe(false);
  });
});
