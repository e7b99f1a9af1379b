import { Anchor, VisuallyHidden, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import { newTabProps, type LinkTarget } from './link-target';

/** Tells screen-reader users that a link opens a new tab (sighted users see the browser do it). */
export function NewTabHint({ newTab }: { newTab: boolean }) {
  const { t } = useTranslate();
  return newTab ? <VisuallyHidden> {t('nav.newTab')}</VisuallyHidden> : null;
}

export interface TargetLinkProps extends AnchorProps {
  readonly target: LinkTarget;
  readonly newTab?: boolean;
  readonly children: ReactNode;
  readonly onClick?: () => void;
}

/**
 * A content-service link: a router link in the page's locale for a store
 * route, a plain link (full page load) for anything else; in a new tab when
 * asked, with `noopener`.
 */
export function TargetLink({ target, newTab = false, children, onClick, ...anchorProps }: TargetLinkProps) {
  const localized = useLocalizedPath();
  const content = (
    <>
      {children}
      <NewTabHint newTab={newTab} />
    </>
  );
  if (target.kind === 'store') {
    return (
      <Anchor component={Link} to={localized(target.path)} onClick={onClick} {...newTabProps(newTab)} {...anchorProps}>
        {content}
      </Anchor>
    );
  }
  return (
    <Anchor href={target.href} onClick={onClick} {...newTabProps(newTab)} {...anchorProps}>
      {content}
    </Anchor>
  );
}
