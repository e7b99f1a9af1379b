import { defineConfig } from 'vitest/config';
import { alias } from '../vite.config';

/** Domain tests alone: what Stryker runs for each mutant. */
export default defineConfig({
  resolve: { alias },
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['domain/**/*.test.ts'],
    environment: 'node',
  },
});
