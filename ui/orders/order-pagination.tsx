import { Center, Pagination } from '@mantine/core';
import { useTranslate } from '../hooks/use-translate';

const PAGE_CONTROLS = { previous: 'previousPage', next: 'nextPage', first: 'firstPage', last: 'lastPage' } as const;

interface OrderPaginationProps {
  /** The navigation landmark's name: which list of orders it pages through. */
  readonly label: string;
  readonly lastPage: number;
  readonly page: number;
  readonly onChange: (page: number) => void;
}

/** The pages of a list of orders, each button named for screen readers and the current page marked (both order lists of the history page). */
export function OrderPagination({ label, lastPage, page, onChange }: OrderPaginationProps) {
  const { t } = useTranslate();
  return (
    <Center component="nav" aria-label={label}>
      <Pagination
        total={lastPage}
        value={page}
        onChange={onChange}
        getItemProps={(item) => ({
          'aria-label': t('orders.history.pageLabel', { page: item }),
          'aria-current': item === page ? 'page' : undefined,
        })}
        getControlProps={(control) => ({ 'aria-label': t(`orders.history.${PAGE_CONTROLS[control]}`) })}
      />
    </Center>
  );
}
