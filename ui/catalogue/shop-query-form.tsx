import { CATALOGUE_PARAMETER } from '@rewards-storefront/domain/catalogue/catalogue-parameter';
import { SHOP_QUERY_KEYS, shopQueryToParams, type ShopQuery } from '@rewards-storefront/domain/catalogue/shop-query';
import { Button } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface ShopQueryFormProps {
  readonly query: ShopQuery;
  /** The parameters the form's own fields send (SHOP_QUERY_KEYS' values); every other part of the query is kept. */
  readonly owns: readonly string[];
  /** The button that sends the form, shown only without the page's script (none: the fields bring their own). */
  readonly submitLabel?: string;
  /** With the page's script: what sending does instead (nothing, by default: the fields apply as they change). */
  readonly onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  readonly children: ReactNode;
}

/**
 * A part of the shop's query as a GET form of this page (issue 24: the
 * shop works without JavaScript): its fields name their URL parameters, the
 * rest of the query (search, category, other filters, sort, the catalogue
 * asked for) travels in hidden fields, and the page goes back to page 1, as
 * any filter change does. With the page's script the form is never sent: its
 * fields apply the change themselves.
 */
export function ShopQueryForm({ query, owns, submitLabel, onSubmit, children }: ShopQueryFormProps) {
  const { pathname, search } = useLocation();
  const catalogue = new URLSearchParams(search).get(CATALOGUE_PARAMETER);
  const kept = [...shopQueryToParams(query)].filter(([key]) => key !== SHOP_QUERY_KEYS.page && !owns.includes(key));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.(event);
  };
  return (
    <form method="get" action={pathname} onSubmit={submit} noValidate>
      {catalogue !== null && <input type="hidden" name={CATALOGUE_PARAMETER} value={catalogue} />}
      {kept.map(([key, value]) => (
        <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
      ))}
      {children}
      {submitLabel !== undefined && (
        <noscript>
          <Button type="submit" variant="light" size="xs" mt="xs">
            {submitLabel}
          </Button>
        </noscript>
      )}
    </form>
  );
}
