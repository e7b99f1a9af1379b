import type { SearchSuggestion } from '@application/catalogue/search-suggestions-store';
import type { CatalogueSlug } from '@rewards-storefront/domain/catalogue/catalogue';
import { CATALOGUE_PARAMETER } from '@rewards-storefront/domain/catalogue/catalogue-parameter';
import { suggestionSearch } from '@rewards-storefront/domain/catalogue/search-suggestions';
import { SHOP_QUERY_KEYS } from '@rewards-storefront/domain/catalogue/shop-query';
import { Button, CloseButton, Group, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { productLocation } from '../components/catalogue-location';
import classes from './shop-search-form.module.css';

/**
 * The shop's full-text search (spec §2, row "prefix while typing"): while
 * the member types, the products the text finds are suggested below the box,
 * an ARIA combobox (down and up arrows move through them, Enter opens the
 * one chosen, Escape closes the list; how many is read out). The search
 * itself is sent on Enter or with the Search button, not on every key, so
 * each search is one history entry. The box follows the URL (back button,
 * shared link) whenever it changes there; a clear button empties a search
 * in effect. Written without a popover library: the shop's first load stays
 * within its budget.
 */
export function ShopSearchForm({
  catalogue,
  search,
  onSearch,
}: {
  catalogue: CatalogueSlug;
  search: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  // Without the page's script (issue 24) the form is sent as it is: a search of this shop page, in this catalogue.
  const { pathname, search: urlQuery } = useLocation();
  const urlCatalogue = new URLSearchParams(urlQuery).get(CATALOGUE_PARAMETER);
  const suggestionsStore = useCapability('catalogue').searchSuggestionsStore;
  const suggestions = useObservable(suggestionsStore.state$);
  const listId = useId();
  const [text, setText] = useState(search);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => setText(search), [search]);
  // Leaving the shop (or its catalogue) leaves nothing suggested behind.
  useEffect(() => () => suggestionsStore.clear(), [suggestionsStore, catalogue]);

  // Only the answer to what is in the box now is offered.
  const current = suggestions.status === 'loaded' && suggestions.search === suggestionSearch(text) ? suggestions : null;
  const options: readonly SearchSuggestion[] = current?.suggestions ?? [];
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    suggestionsStore.clear();
    onSearch(text.trim());
  };
  const type = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
    suggestionsStore.type(catalogue, value);
  };
  const choose = (suggestion: SearchSuggestion) => {
    close();
    suggestionsStore.clear();
    navigate(localized(productLocation(suggestion.slug)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index === -1 && step === -1 ? options.length - 1 : (index + step + options.length) % options.length));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  return (
    <form role="search" method="get" action={pathname} onSubmit={submit} aria-label={t('shop.searchLabel')}>
      {urlCatalogue !== null && <input type="hidden" name={CATALOGUE_PARAMETER} value={urlCatalogue} />}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <div className={classes.field}>
          <TextInput
            name={SHOP_QUERY_KEYS.search}
            value={text}
            onChange={(event) => type(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={close}
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-label={t('shop.searchLabel')}
            placeholder={t('shop.searchPlaceholder')}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            rightSection={
              search !== '' ? (
                <CloseButton
                  aria-label={t('shop.clearSearch')}
                  onClick={() => {
                    setText('');
                    close();
                    suggestionsStore.clear();
                    onSearch('');
                  }}
                />
              ) : null
            }
          />
          <ul id={listId} role="listbox" aria-label={t('shop.searchLabel')} className={classes.listbox} hidden={!expanded}>
            {options.map((suggestion, index) => (
              <li
                key={suggestion.slug}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={classes.option}
                // Keeps the focus in the box, so choosing with the mouse does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                {suggestion.name}
              </li>
            ))}
          </ul>
        </div>
        <Button type="submit">{t('shop.searchButton')}</Button>
      </Group>
      <VisuallyHidden role="status" aria-live="polite" data-testid="suggestion-count">
        {current === null || !open
          ? ''
          : options.length === 0
            ? t('shop.noSuggestions')
            : t('shop.suggestionCount', { count: options.length })}
      </VisuallyHidden>
    </form>
  );
}
