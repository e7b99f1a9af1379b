import type { CatalogueSlug } from '@domain/catalogue/catalogue';
import type { CataloguePage } from '@domain/catalogue/product-summary';
import type { Locale } from '@domain/locale/locale';
import type { GatewayFailure } from './gateway-error';

/**
 * Who the prices are for: a member (priced for the active card when known) or
 * a visitor (guest prices in the points currency of the programme).
 */
export type CatalogueAudience =
  | { readonly kind: 'member'; readonly accountId: number | null }
  | { readonly kind: 'guest' };

export interface CatalogueRequest {
  readonly catalogue: CatalogueSlug;
  readonly locale: Locale;
  /** 1-based. */
  readonly page: number;
  readonly perPage: number;
  readonly audience: CatalogueAudience;
}

export type CataloguePageResult = { readonly ok: true; readonly page: CataloguePage } | GatewayFailure;

/**
 * Lists one page of a catalogue.
 *
 * Contract: a page past the last resolves with an empty product list (not a
 * failure); never throws for HTTP or network failures.
 */
export interface CatalogueGateway {
  listProducts(request: CatalogueRequest): Promise<CataloguePageResult>;
}
