import { isLocale, type Locale } from '@rewards-storefront/domain/locale/locale';
import type * as Api from '@openapi/schemas';

/** The element the server puts the guest content in (server/storefront/inline-guest-content.ts). */
export const GUEST_CONTENT_ELEMENT_ID = 'guest-content';

/**
 * The guest content configuration and navigation menu the server put in the
 * page, as the programme API answers them, for one programme and language.
 */
export interface InlineGuestContent {
  readonly program: string;
  readonly locale: Locale;
  readonly config: { readonly data: Api.ContentConfig };
  readonly navigation: { readonly data: readonly Api.NavigationItem[] };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isInlineGuestContent(value: unknown): value is InlineGuestContent {
  return (
    isObject(value) &&
    typeof value['program'] === 'string' &&
    isLocale(value['locale']) &&
    isObject(value['config']) &&
    isObject(value['config']['data']) &&
    isObject(value['navigation']) &&
    Array.isArray(value['navigation']['data'])
  );
}

/**
 * Reads the guest content block of the page once and removes it, so it is
 * never read twice nor left for anyone to find stale. Null when the page has
 * none (the server left it out, or there is no document) or it does not parse:
 * the storefront then asks the API, as without it.
 */
export function takeInlineGuestContent(
  document: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): InlineGuestContent | null {
  const element = document?.getElementById(GUEST_CONTENT_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const content: unknown = JSON.parse(element.textContent ?? '');
    return isInlineGuestContent(content) ? content : null;
  } catch {
    return null;
  }
}
