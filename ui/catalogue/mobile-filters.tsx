// Loaded with the shop's chunk only (styles/mantine.ts holds the global ones).
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Drawer.css';
import { Badge, Button, Drawer } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslate } from '../hooks/use-translate';
import classes from './shop-layout.module.css';

interface MobileFiltersProps {
  /** The active-filter count of spec §5, shown on the button. */
  readonly activeCount: number;
  readonly opened: boolean;
  readonly onOpen: () => void;
  readonly onClose: () => void;
  /** The filter panel, the same one the sidebar holds on wide screens. */
  readonly children: ReactNode;
}

/**
 * The shop's filters on small screens (spec §2 "mobile filters"): a
 * "Filters" button carrying the active-filter count, opening a drawer with
 * the filter panel. Filters apply as they change; "Show the results" closes
 * the drawer. The button is hidden from the md breakpoint, where the sidebar shows.
 */
export function MobileFilters({ activeCount, opened, onOpen, onClose, children }: MobileFiltersProps) {
  const { t } = useTranslate();
  return (
    <>
      <Button
        hiddenFrom="md"
        variant="default"
        leftSection={<IconAdjustments size={18} aria-hidden="true" />}
        rightSection={
          activeCount > 0 ? (
            <Badge size="sm" circle aria-hidden="true">
              {activeCount}
            </Badge>
          ) : null
        }
        onClick={onOpen}
        aria-haspopup="dialog"
        // The badge shows a bare number; the name says what it counts.
        aria-label={activeCount > 0 ? `${t('filters.open')} (${t('filters.activeCount', { count: activeCount })})` : undefined}
      >
        {t('filters.open')}
      </Button>
      <Drawer
        opened={opened}
        onClose={onClose}
        title={t('filters.heading')}
        position="left"
        size="min(36rem, 90vw)"
        closeButtonProps={{ 'aria-label': t('filters.close') }}
      >
        {children}
        <div className={classes.drawerFooter}>
          <Button fullWidth onClick={onClose}>
            {t('filters.showResults')}
          </Button>
        </div>
      </Drawer>
    </>
  );
}
