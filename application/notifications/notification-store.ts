import { BehaviorSubject, type Observable } from 'rxjs';
import type { Notification } from '@rewards-storefront/domain/notification/notification';

/**
 * The notification bar's content (spec §2): success, warning and danger
 * notices with a title and a description. Invariant: cleared on every
 * navigation (the router calls `clear`), so a notice never outlives its page.
 */
export class NotificationStore {
  private readonly state = new BehaviorSubject<readonly Notification[]>([]);
  private sequence = 0;

  readonly notifications$: Observable<readonly Notification[]> = this.state.asObservable();

  notify(notification: Omit<Notification, 'id'>): string {
    this.sequence += 1;
    const id = `notification-${this.sequence}`;
    this.state.next([...this.state.getValue(), { ...notification, id }]);
    return id;
  }

  dismiss(id: string): void {
    this.state.next(this.state.getValue().filter((notification) => notification.id !== id));
  }

  clear(): void {
    if (this.state.getValue().length > 0) this.state.next([]);
  }
}
