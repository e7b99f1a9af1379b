// Loaded with the drawer's chunk only (styles/mantine.ts holds the global ones).
import '@mantine/core/styles/Drawer.css';
import { Button, Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslate } from '../hooks/use-translate';
import classes from './shop-layout.module.css';

export interface MobileFiltersDrawerProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** The filter panel, the same one the sidebar holds on wide screens. */
  readonly children: ReactNode;
}

/** The drawer of the shop's mobile filters: the filter panel and "Show the results", which closes it. */
export function MobileFiltersDrawer({ opened, onClose, children }: MobileFiltersDrawerProps) {
  const { t } = useTranslate();
  return (
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
  );
}
