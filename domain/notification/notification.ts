/** A translatable text: an i18n key and its parameters (the domain never holds sentences). */
export interface Message {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** Spec §2 notification bar kinds. */
export type NotificationKind = 'success' | 'warning' | 'danger';

export interface Notification {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly title: Message;
  readonly description: Message;
}
