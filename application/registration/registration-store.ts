import type { FieldValue, RegistrationConfig } from '@rewards-storefront/domain/registration/registration-config';
import type { ContentContext, ContextStore } from '../context/context-store';
import { ask, QueryStore } from '../context/query-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RegistrationGateway } from '../ports/registration-gateway';

/** A registration just submitted: where its link went, and the answers that ask for it again. */
export interface SubmittedRegistration {
  readonly registrationId: number;
  readonly email: string;
  readonly verification: readonly FieldValue[];
}

export interface RegistrationState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The configuration last loaded (kept while it loads again in another language). */
  readonly config: RegistrationConfig | null;
  readonly submitted: SubmittedRegistration | null;
}

/**
 * The registration screens' data (spec §2 /register, /register/verify, §3,
 * §7): the programme's configuration, loaded while the registration page
 * shows it (`show`), in the page's language; and the registration just
 * submitted, which the verification page offers to send again.
 *
 * Always holds: a load never forgets the submitted registration; the
 * configuration shown while loading again is the last one loaded.
 */
export class RegistrationStore extends QueryStore<null, ContentContext, RegistrationState> {
  constructor(context: ContextStore, gateway: RegistrationGateway, errors: ErrorReporter) {
    super({
      initial: { status: 'idle', config: null, submitted: null },
      context$: context.content$,
      loading: (_, last) => ({ ...last, status: 'loading' }),
      fetch: (_, { locale }, last) =>
        ask(errors, 'registration configuration', () => gateway.getConfiguration(locale), (result): RegistrationState =>
          result.ok ? { ...last(), status: 'loaded', config: result.config } : { ...last(), status: 'failed' },
        ),
    });
  }

  submitted(registration: SubmittedRegistration): void {
    this.update((state) => ({ ...state, submitted: registration }));
  }
}
