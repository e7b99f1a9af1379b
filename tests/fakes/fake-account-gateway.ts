import type { CommonFailure } from '@application/ports/gateway-failure';
import type { Account } from '@rewards-storefront/domain/account/account';
import type { AccountGateway, AccountsResult } from '@application/ports/account-gateway';
import { failed } from './failures';
import { HoldableAnswers } from './holdable-answers';

/** An AccountGateway over a list of accounts, or a scripted failure. */
export class FakeAccountGateway extends HoldableAnswers implements AccountGateway {
  calls = 0;
  result: AccountsResult;

  constructor(accounts: readonly Account[] = []) {
    super();
    this.result = { ok: true, accounts };
  }

  failWith(failure: CommonFailure): this {
    this.result = failed(failure);
    return this;
  }

  async loadAccounts(): Promise<AccountsResult> {
    this.calls += 1;
    await this.heldUntilReleased();
    return this.result;
  }
}
