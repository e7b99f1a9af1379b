import { describe, expect, it } from 'vitest';
import { SignInPromptStore } from './sign-in-prompt-store';

describe('SignInPromptStore', () => {
  it('opens when a member-only action asks a visitor to sign in, and closes', () => {
    const store = new SignInPromptStore();
    const seen: boolean[] = [];
    store.open$.subscribe((open) => seen.push(open));
    store.request();
    store.request();
    store.close();
    expect(seen).toEqual([false, true, false]);
    expect(store.isOpen).toBe(false);
  });
});
