// The suggestions list is a Mantine combobox.
import '@mantine/core/styles/Combobox.css';
import { TOKENS } from '@application/di-tokens';
import type { CatalogueSlug } from '@domain/catalogue/catalogue';
import { suggestionSearch } from '@domain/catalogue/search-suggestions';
import { Autocomplete, Button, CloseButton, Group, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDependency } from '../hooks/use-dependency';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { productLocation } from '../product/catalogue-location';

/**
 * The shop's full-text search (spec §2, row "prefix while typing"): while
 * the member types, the products the text finds are suggested below the box
 * (a combobox: arrows to move, Enter to open the product, Escape to close;
 * how many is read out). The search itself is sent on Enter or with the
 * Search button, not on every key, so each search is one history entry. The
 * box follows the URL (back button, shared link) whenever it changes there;
 * a clear button empties a search in effect.
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
  const suggestionsStore = useDependency(TOKENS.searchSuggestionsStore);
  const suggestions = useObservable(suggestionsStore.state$);
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  // Leaving the shop (or its catalogue) leaves nothing suggested behind.
  useEffect(() => () => suggestionsStore.clear(), [suggestionsStore, catalogue]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    suggestionsStore.clear();
    onSearch(text.trim());
  };
  const type = (value: string) => {
    setText(value);
    suggestionsStore.type(catalogue, value);
  };

  // Only the answer to what is in the box now is offered.
  const current = suggestions.status === 'loaded' && suggestions.search === suggestionSearch(text) ? suggestions : null;
  const options = current?.suggestions.map((suggestion) => ({ value: suggestion.slug, label: suggestion.name })) ?? [];

  return (
    <form role="search" onSubmit={submit} aria-label={t('shop.searchLabel')}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Autocomplete
          flex={1}
          value={text}
          onChange={type}
          data={options}
          // The server already chose and ordered them: nothing is filtered again here.
          filter={({ options: all }) => all}
          onOptionSubmit={(slug) => {
            suggestionsStore.clear();
            navigate(localized(productLocation(slug)));
          }}
          aria-label={t('shop.searchLabel')}
          placeholder={t('shop.searchPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={
            search !== '' ? (
              <CloseButton
                aria-label={t('shop.clearSearch')}
                onClick={() => {
                  setText('');
                  suggestionsStore.clear();
                  onSearch('');
                }}
              />
            ) : null
          }
        />
        <Button type="submit">{t('shop.searchButton')}</Button>
      </Group>
      <VisuallyHidden role="status" aria-live="polite" data-testid="suggestion-count">
        {current === null ? '' : current.suggestions.length === 0 ? t('shop.noSuggestions') : t('shop.suggestionCount', { count: current.suggestions.length })}
      </VisuallyHidden>
    </form>
  );
}
