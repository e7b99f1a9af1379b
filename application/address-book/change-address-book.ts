import type { SavedAddress } from '@rewards-storefront/domain/address-book/saved-address';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { noticeFailedChange } from '../notifications/failed-change-notice';
import type { NotificationStore } from '../notifications/notification-store';
import type { AddressBookGateway } from '../ports/address-book-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import type { AnyGatewayFailure } from '../ports/gateway-failure';
import type { AddressBookStore } from './address-book-store';

/**
 * The member deletes an address of their book, or makes one the default
 * (spec §2 /account/address).
 *
 * Always holds: on success a notice says so and the book loads again (the
 * server decides which address is the default after a deletion); a deleted
 * address leaves the list at once; an address already gone counts as
 * deleted; a read-only admin is told the access is read-only; a refused
 * session shows nothing; other failures a danger notice, reported, and
 * nothing changes.
 */
export class ChangeAddressBook {
  constructor(
    private readonly gateway: AddressBookGateway,
    private readonly store: AddressBookStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async remove(address: SavedAddress): Promise<'removed' | 'failed'> {
    const result = await this.gateway.remove(address.id);
    if (result.ok || result.reason === 'not-found') {
      this.store.removed(address.id);
      this.store.retry();
      this.notifications.notify({
        kind: 'success',
        title: { key: 'addressBook.notice.removedTitle' },
        description: { key: 'addressBook.notice.removed' },
      });
      return 'removed';
    }
    this.failed(result, 'address removal');
    return 'failed';
  }

  async makeDefault(address: SavedAddress, locale: Locale): Promise<'made-default' | 'failed'> {
    const result = await this.gateway.makeDefault(address.id, locale);
    if (result.ok) {
      this.store.retry();
      this.notifications.notify({
        kind: 'success',
        title: { key: 'addressBook.notice.defaultTitle' },
        description: { key: 'addressBook.notice.default' },
      });
      return 'made-default';
    }
    this.failed(result, 'default address');
    return 'failed';
  }

  private failed(failure: AnyGatewayFailure, context: string): void {
    noticeFailedChange(failure, this.notifications, this.errors, context, {
      title: { key: 'addressBook.notice.failedTitle' },
      description: { key: 'addressBook.notice.failed' },
    });
  }
}
