import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The boundary check's own rules (npm run check:boundaries), run on a few files written for each case.
const require = createRequire(import.meta.url);
const layers = require('../.dependency-cruiser.cjs') as { forbidden: IForbiddenRuleType[] };
const folderLoops = require('../.dependency-cruiser-folders.cjs') as { forbidden: IForbiddenRuleType[] };

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(join(root, dirname(file)), { recursive: true });
  writeFileSync(join(root, file), text);
};

async function violations(folders: string[], forbidden: IForbiddenRuleType[]): Promise<string[]> {
  const result = await cruise(folders, { validate: true, baseDir: root, ruleSet: { forbidden } });
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  return result.output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'feature-zones-'));
  write('ui/components/shared-text.ts', "export const sharedText = 'shared';\n");
  write('ui/checkout/checkout-step.ts', "export const checkoutStep = 'step';\n");
  write('application/ports/clock.ts', 'export const now = () => new Date();\n');
  write('application/wishlist/wishlist-store.ts', 'export class WishlistStore {}\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('feature zones: a feature imports shared code and itself, never another feature', () => {
  it('lets a ui feature import shared components and its own files', async () => {
    write('ui/cart/cart-total.ts', "export const cartTotal = 1;\n");
    write('ui/cart/cart-view.ts', "import { sharedText } from '../components/shared-text';\nimport { cartTotal } from './cart-total';\nexport const view = [sharedText, cartTotal];\n");
    expect(await violations(['ui'], layers.forbidden)).toEqual([]);
  });

  it('refuses a ui feature importing another feature', async () => {
    write('ui/cart/cart-view.ts', "import { checkoutStep } from '../checkout/checkout-step';\nexport const view = checkoutStep;\n");
    expect(await violations(['ui'], layers.forbidden)).toEqual([
      'ui-feature-cart-imports-shared-code-and-itself: ui/cart/cart-view.ts -> ui/checkout/checkout-step.ts',
    ]);
  });

  it('refuses shared ui code importing a feature', async () => {
    write('ui/components/summary.ts', "import { checkoutStep } from '../checkout/checkout-step';\nexport const summary = checkoutStep;\n");
    expect(await violations(['ui'], layers.forbidden)).toEqual([
      'ui-shared-code-imports-no-feature: ui/components/summary.ts -> ui/checkout/checkout-step.ts',
    ]);
  });

  it('refuses an application feature importing another, and lets its capability factory compose them', async () => {
    write('application/orders/view-order.ts', "import { WishlistStore } from '../wishlist/wishlist-store';\nimport { now } from '../ports/clock';\nexport const uses = [new WishlistStore(), now];\n");
    write('application/orders/orders-capability.ts', "import { WishlistStore } from '../wishlist/wishlist-store';\nexport const createOrders = () => new WishlistStore();\n");
    expect(await violations(['application'], layers.forbidden)).toEqual([
      'application-feature-orders-imports-shared-code-and-itself: application/orders/view-order.ts -> application/wishlist/wishlist-store.ts',
    ]);
  });
});

describe('no folder loops', () => {
  it('refuses two folders importing each other, through any of their files', async () => {
    write('application/orders/view-order.ts', "import { WishlistStore } from '../wishlist/wishlist-store';\nexport const store = WishlistStore;\n");
    write('application/wishlist/toggle-wishlist.ts', "import { store } from '../orders/view-order';\nexport const toggled = store;\n");
    expect(await violations(['application'], folderLoops.forbidden)).toEqual([
      'no-folder-loops: application/orders -> application/wishlist',
      'no-folder-loops: application/wishlist -> application/orders',
    ]);
  });

  it('accepts imports in one direction', async () => {
    write('application/orders/view-order.ts', "import { WishlistStore } from '../wishlist/wishlist-store';\nexport const store = WishlistStore;\n");
    expect(await violations(['application'], folderLoops.forbidden)).toEqual([]);
  });
});
