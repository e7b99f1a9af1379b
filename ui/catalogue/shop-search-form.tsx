import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from '../hooks/use-translate';

/**
 * The shop's full-text search (spec §2): the text is sent on Enter or with
 * the Search button, not on every key, so each search is one history entry.
 * The box follows the URL (back button, shared link) whenever it changes
 * there; a clear button empties a search in effect.
 */
export function ShopSearchForm({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useTranslate();
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" onSubmit={submit} aria-label={t('shop.searchLabel')}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          flex={1}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          aria-label={t('shop.searchLabel')}
          placeholder={t('shop.searchPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={
            search !== '' ? (
              <CloseButton
                aria-label={t('shop.clearSearch')}
                onClick={() => {
                  setText('');
                  onSearch('');
                }}
              />
            ) : null
          }
        />
        <Button type="submit">{t('shop.searchButton')}</Button>
      </Group>
    </form>
  );
}
