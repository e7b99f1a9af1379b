import type { CommonFailure } from '@application/ports/gateway-failure';
import { failed } from './failures';
import type {
  CompletePendingActionResult,
  PendingActionDetail,
  PendingActionGateway,
  PendingActionsResult,
} from '@application/ports/pending-action-gateway';
import type { Locale } from '@rewards-storefront/domain/locale/locale';

export function aPendingAction(overrides: Partial<PendingActionDetail> = {}): PendingActionDetail {
  return {
    id: 7,
    type: 'accept_program_rules',
    title: 'Programme rules',
    description: 'Points have no cash value.\n\nThe programme may change these rules.',
    ...overrides,
  };
}

/** A PendingActionGateway over a list of pending actions; accepting one removes it. */
export class FakePendingActionGateway implements PendingActionGateway {
  readonly listCalls: Locale[] = [];
  readonly accepted: number[] = [];
  listFailure: CommonFailure | null = null;
  acceptFailure: CommonFailure | { readonly reason: 'member-consent-required' } | null = null;

  constructor(public actions: PendingActionDetail[] = []) {}

  async list(locale: Locale): Promise<PendingActionsResult> {
    this.listCalls.push(locale);
    if (this.listFailure) return failed(this.listFailure);
    return { ok: true, actions: [...this.actions] };
  }

  async accept(id: number): Promise<CompletePendingActionResult> {
    if (this.acceptFailure) return failed(this.acceptFailure);
    this.accepted.push(id);
    this.actions = this.actions.filter((action) => action.id !== id);
    return { ok: true };
  }
}
