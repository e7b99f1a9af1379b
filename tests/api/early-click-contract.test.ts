import { describe, expect, it } from 'vitest';
import { EARLY_CLICK_GLOBAL as KEPT_BY_THE_PAGE } from '../../server/storefront/page-html';
import { EARLY_CLICK_GLOBAL as TAKEN_BY_THE_APP } from '../../ui/server-rendering/early-click';

describe('the early click the server’s page keeps is the one the app takes', () => {
  it('names the same global on both sides (they may not import each other)', () => {
    expect(TAKEN_BY_THE_APP).toBe(KEPT_BY_THE_PAGE);
  });
});
