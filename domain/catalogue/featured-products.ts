/** The level-0 category whose products fill the featured block (spec §2 "Featured products block"). */
export const FEATURED_CATEGORY = 'Monthly Specials';

/** How many products the featured block shows (spec §9). */
export const FEATURED_PRODUCTS_LIMIT = 4;
