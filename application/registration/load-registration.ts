import type { Locale } from '@domain/locale/locale';
import type { RegistrationConfig } from '@domain/registration/registration-config';
import { defer, map, type Observable } from 'rxjs';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RegistrationGateway } from '../ports/registration-gateway';

export type RegistrationLoad = { readonly ok: true; readonly config: RegistrationConfig } | { readonly ok: false };

/**
 * Reads the programme's registration configuration (spec §3, §7) in the
 * page's language. Runs when subscribed; unsubscribing drops the answer.
 *
 * Always holds: a failure is reported (registration is a guest call: no
 * session failure to leave alone).
 */
export class LoadRegistration {
  constructor(
    private readonly gateway: RegistrationGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(locale: Locale): Observable<RegistrationLoad> {
    return defer(() => this.gateway.getConfiguration(locale)).pipe(
      map((result): RegistrationLoad => {
        if (result.ok) return result;
        this.errors.report('registration configuration', result);
        return { ok: false };
      }),
    );
  }
}
