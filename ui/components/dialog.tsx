import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DialogProps extends Omit<ModalRootProps, 'title' | 'children'> {
  readonly title: ReactNode;
  /** The close button's accessible name, in the page's language. */
  readonly closeLabel: string;
  readonly children: ReactNode;
}

/**
 * A modal dialog named by its title, with a labelled close button; Escape
 * and the overlay close it and focus stays inside while it is open.
 */
export function Dialog({ title, closeLabel, children, ...rootProps }: DialogProps) {
  return (
    <Modal.Root {...rootProps}>
      <Modal.Overlay />
      <Modal.Content>
        {/* role="none": Mantine draws the dialog header as <header>, which would read as a second page banner. */}
        <Modal.Header role="none">
          <Modal.Title fw={700} fz="lg">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label={closeLabel} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
