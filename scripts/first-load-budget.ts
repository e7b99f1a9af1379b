import type { Plugin } from 'vite';
import { BUDGETS } from './budgets.ts';
import { measureFirstLoads } from './first-load.ts';

/**
 * Fails `vite build` when the first load of /shop passes its ceiling
 * (scripts/budgets.ts), so a change that makes the first page heavier is
 * caught where it is made, not in a report read later.
 */
export function firstLoadBudget(outDir: string): Plugin {
  return {
    name: 'first-load-budget',
    apply: 'build',
    closeBundle() {
      const shopKb = measureFirstLoads(outDir)['/shop'].jsBytes / 1024;
      const { ceiling } = BUDGETS.firstLoadJsKb;
      if (shopKb > ceiling) {
        throw new Error(
          `/shop loads ${shopKb.toFixed(1)} kB of JavaScript first (gzip), over its ${ceiling} kB ceiling (scripts/budgets.ts).`,
        );
      }
    },
  };
}
