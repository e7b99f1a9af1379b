import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICK_GLOBAL, replayEarlyClick, takeEarlyClick } from './early-click';

describe('a click made before the page’s script ran is answered once it has', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('takes the kept click once, and stops the page keeping more', () => {
    const button = document.createElement('button');
    const scope = { [EARLY_CLICK_GLOBAL]: { taken: false, last: button } };
    expect(takeEarlyClick(scope)).toBe(button);
    expect(scope[EARLY_CLICK_GLOBAL]).toEqual({ taken: true, last: null });
    expect(takeEarlyClick(scope)).toBeNull();
  });

  it('has nothing on a page the server did not render, or where nothing was clicked', () => {
    expect(takeEarlyClick({})).toBeNull();
    const scope = { [EARLY_CLICK_GLOBAL]: { taken: false, last: null } };
    expect(takeEarlyClick(scope)).toBeNull();
    expect(scope[EARLY_CLICK_GLOBAL].taken).toBe(true);
  });

  it('clicks the button again when it is still in the page', () => {
    const button = document.createElement('button');
    document.body.append(button);
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    replayEarlyClick(button);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('leaves a button the browser’s own page replaced, and no click at all', () => {
    const gone = document.createElement('button');
    const clicked = vi.fn();
    gone.addEventListener('click', clicked);
    replayEarlyClick(gone);
    replayEarlyClick(null);
    expect(clicked).not.toHaveBeenCalled();
  });
});
