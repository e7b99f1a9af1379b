import { CATALOGUES, type CatalogueSlug } from './catalogue.ts';

/** The URL parameter that names the catalogue on /shop (the one the store writes). */
export const CATALOGUE_PARAMETER = 'catalogue';

/**
 * The older spelling of {@link CATALOGUE_PARAMETER}: links stored in the
 * bank's content service before the store settled on `catalogue` still say
 * `?catalog=`, and must keep opening their catalogue.
 */
export const LEGACY_CATALOGUE_PARAMETER = 'catalog';

function isCatalogueSlug(value: string | null): value is CatalogueSlug {
  return (CATALOGUES as readonly (string | null)[]).includes(value);
}

/**
 * The catalogue a shop URL's parameters name: `catalogue` when it names one
 * of the four catalogues, else the legacy `catalog` when it does, else null
 * (the page's default). A value that is not a catalogue slug (another
 * spelling, another letter case, blank) names nothing; of a repeated
 * parameter the first counts, as for every shop parameter.
 */
export function catalogueFromParams(params: URLSearchParams): CatalogueSlug | null {
  const current = params.get(CATALOGUE_PARAMETER);
  if (isCatalogueSlug(current)) return current;
  const legacy = params.get(LEGACY_CATALOGUE_PARAMETER);
  return isCatalogueSlug(legacy) ? legacy : null;
}
