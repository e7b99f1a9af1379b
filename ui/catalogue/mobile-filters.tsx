// Loaded with the shop's chunk only (styles/mantine.ts holds the global ones).
import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { lazyWithPreload } from '../components/lazy-with-preload';
import { useTranslate } from '../hooks/use-translate';

// The drawer (and Mantine's modal machinery) loads when the member reaches for the button, not with the page.
const MobileFiltersDrawer = lazyWithPreload(() => import('./mobile-filters-drawer').then((module) => module.MobileFiltersDrawer));

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
  const button = useRef<HTMLButtonElement>(null);
  // Once loaded the drawer stays mounted, so that closing it can animate out.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const close = () => {
    onClose();
    // Back on the button: Mantine only returns focus from a drawer's second opening on.
    button.current?.focus();
  };
  return (
    <>
      <Button
        ref={button}
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
        onPointerEnter={MobileFiltersDrawer.preload}
        onFocus={MobileFiltersDrawer.preload}
        onClick={() => {
          setDrawerLoaded(true);
          onOpen();
        }}
        aria-haspopup="dialog"
        // The badge shows a bare number; the name says what it counts.
        aria-label={activeCount > 0 ? `${t('filters.open')} (${t('filters.activeCount', { count: activeCount })})` : undefined}
      >
        {t('filters.open')}
      </Button>
      {(drawerLoaded || opened) && (
        <Suspense fallback={null}>
          <MobileFiltersDrawer opened={opened} onClose={close}>
            {children}
          </MobileFiltersDrawer>
        </Suspense>
      )}
    </>
  );
}
