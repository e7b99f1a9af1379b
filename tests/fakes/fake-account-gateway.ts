import type { CommonFailure } from '@application/ports/gateway-failure';
import type { Account } from '@rewards-storefront/domain/account/account';
import type { AccountGateway, AccountsResult } from '@application/ports/account-gateway';
import { failed } from './failures';

/** An AccountGateway over a list of accounts, or a scripted failure. */
export class FakeAccountGateway implements AccountGateway {
  calls = 0;
  result: AccountsResult;
  /** When set, answers wait until `release()` is called (to observe the loading state). */
  private gate: Promise<void> | null = null;
  private open: (() => void) | null = null;

  constructor(accounts: readonly Account[] = []) {
    this.result = { ok: true, accounts };
  }

  failWith(failure: CommonFailure): this {
    this.result = failed(failure);
    return this;
  }

  hold(): this {
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
    return this;
  }

  release(): void {
    this.open?.();
    this.gate = null;
  }

  async loadAccounts(): Promise<AccountsResult> {
    this.calls += 1;
    if (this.gate) await this.gate;
    return this.result;
  }
}
