import { describe, expect, it, vi } from 'vitest';
import { showBootFailure } from './boot-failure';

describe('The start-up failure message', () => {
  it('says in both languages that the page could not load, and reloads on request', () => {
    const root = document.createElement('div');
    document.body.append(root);
    const reload = vi.fn();

    showBootFailure(root, reload);

    const alert = root.querySelector('[role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toContain('The page could not load.');
    expect(alert?.querySelector('h1')?.textContent).toContain('La page n’a pas pu se charger.');
    const button = root.querySelector('button');
    expect(document.activeElement).toBe(button);
    button?.click();
    expect(reload).toHaveBeenCalledTimes(1);
    root.remove();
  });
});
