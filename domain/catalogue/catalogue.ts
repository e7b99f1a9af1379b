/** The four catalogues of the programme, by slug (spec §9 "Catalogue slugs"). */
export const CATALOGUES = ['merchandise', 'gift-cards', 'financial-rewards', 'charitable-donations'] as const;
/** One of {@link CATALOGUES}. */
export type CatalogueSlug = (typeof CATALOGUES)[number];
/** The catalogue shown when none is named (the API's default too). */
export const DEFAULT_CATALOGUE: CatalogueSlug = 'merchandise';

/** Products per catalogue page (spec §9). */
export const PRODUCTS_PER_PAGE = 12;
