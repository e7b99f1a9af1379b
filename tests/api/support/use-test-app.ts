import { perFile } from './per-file';
import { createTestApp, type TestApp } from './test-app';

/**
 * Almost every API suite starts the real app on its own database before its
 * tests and closes both after them; this registers those two hooks in the
 * calling `describe`, so a suite says only which app it wants.
 *
 * The handle's `app` and `db` are the started ones once `beforeAll` has run
 * (in tests and in hooks registered after this call).
 */
export function useTestApp(options?: Parameters<typeof createTestApp>[0]): TestApp {
  const current = perFile('the test app', () => createTestApp(options), (started) => started.close());
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    close: () => current().close(),
  };
}
