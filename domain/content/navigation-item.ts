/**
 * One entry of a content-service menu (spec §3 Navigation item), already in
 * the page's locale. `route` is an in-store path without locale prefix; `url`
 * an external address used when `route` is null.
 */
export interface NavigationItem {
  readonly title: string;
  readonly description: string | null;
  readonly slug: string;
  readonly route: string | null;
  readonly url: string | null;
  readonly children: readonly NavigationItem[];
  readonly newTab: boolean;
  /** A data URL. */
  readonly icon: string | null;
  readonly iconPosition: 'before' | 'after';
  readonly backgroundColor: string | null;
  readonly textColor: string | null;
  readonly isMemberVisible: boolean;
  readonly isMemberEnabled: boolean;
  readonly isLoginAsVisible: boolean;
  readonly isLoginAsEnabled: boolean;
  readonly media: string | null;
  readonly groupCode: string | null;
  /**
   * The external `url` needs an access URL (spec §2 access redirect): the
   * store sends the member through its access redirect page, which asks the
   * programme for the signed address at that moment.
   */
  readonly signedAccess: boolean;
}

/** Who is looking at a menu: the flags of spec §6 differ for members and for admins logged in as a member. */
export type Viewer = 'guest' | 'member' | 'login-as';
