import { ContentStore, type Content } from '@application/content/content-store';
import { EMPTY } from 'rxjs';
import { FakeContentGateway } from './fake-content-gateway';
import { RecordingErrorReporter } from './recording-error-reporter';

/**
 * A ContentStore holding `initial` (nothing yet when null), for tests of what
 * reads it; `show` puts other content in it, as a load's answer would. It
 * follows no context, so it loads nothing of its own.
 */
export function contentStoreWith(initial: Content | null) {
  const empty = () => new ContentStore({ content$: EMPTY }, new FakeContentGateway(), new RecordingErrorReporter());
  const store = empty();
  const show = (next: Content) => store.answered({ ...next, loading: false, failed: false, settledFor: { audience: 'member', locale: 'en-CA' } });
  if (initial !== null) show(initial);
  return { store, show, empty };
}
