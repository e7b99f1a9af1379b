/** How an authorized redeemer is related to the cardholder (GET /member/authorized-redeemer-relations). */
export interface RedeemerRelation {
  readonly code: string;
  /** In the page's language. */
  readonly name: string;
}

/** A person the primary cardholder allows to redeem the card's points (spec §3 Authorized redeemer). */
export interface AuthorizedRedeemer {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly relation: RedeemerRelation;
  readonly addedAt: Date;
  /** A member of the programme who can sign in and redeem on the card. */
  readonly hasOnlineAccess: boolean;
}

/** Who the cardholder names as an authorized redeemer. */
export interface NewAuthorizedRedeemer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly relationCode: string;
}
