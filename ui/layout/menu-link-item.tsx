import { Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';
import { newTabProps, type LinkTarget } from '../components/link-target';

/**
 * A dropdown menu's entry that goes somewhere: a store route (in the page's
 * language, through the router) or another site, in a new tab when the
 * content says so. Shared by the main navigation's and the profile menu's
 * dropdowns.
 */
export function MenuLinkItem({
  target,
  newTab,
  leftSection,
  rightSection,
  children,
}: {
  readonly target: LinkTarget;
  readonly newTab: boolean;
  readonly leftSection?: ReactNode;
  readonly rightSection?: ReactNode;
  readonly children: ReactNode;
}) {
  const localized = useLocalizedPath();
  const sections = { leftSection, rightSection };
  return target.kind === 'store' ? (
    <Menu.Item component={Link} to={localized(target.path)} {...newTabProps(newTab)} {...sections}>
      {children}
    </Menu.Item>
  ) : (
    <Menu.Item component="a" href={target.href} {...newTabProps(newTab)} {...sections}>
      {children}
    </Menu.Item>
  );
}
