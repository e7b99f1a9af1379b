/** An address of the member's address book (spec §3 Address). */
export interface SavedAddress {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly address1: string;
  readonly address2: string | null;
  readonly city: string;
  readonly regionCode: string;
  /** The province's name in the page's language. */
  readonly regionName: string | null;
  readonly postalCode: string;
  readonly country: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly isDefault: boolean;
  readonly type: 'default' | 'shipping';
}
