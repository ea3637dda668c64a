import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { de } from '../i18n/de';

type Props = {
  visible: boolean;
  title: string;
  /** The confirming button's text: the action itself ('Zurückziehen'), never a bare 'OK'. */
  confirmText: string;
  /** The declining button's text; 'Abbrechen' unless the dialog asks a yes/no question. */
  cancelText?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** The confirming button cannot be pressed yet (e.g. the form it submits is still loading). */
  confirmDisabled?: boolean;
  confirmTestId?: string;
  /** data-testid of the dialog itself. */
  testId?: string;
  children: ReactNode;
};

/** Asks before an action that changes what others see: Abbrechen, or the action by name. */
export const ConfirmDialog = ({
  visible,
  title,
  confirmText,
  cancelText = de.common.cancel,
  onConfirm,
  onCancel,
  busy,
  confirmDisabled,
  confirmTestId,
  testId,
  children,
}: Props) => (
  <Modal
    visible={visible}
    data-testid={testId}
    onDismiss={onCancel}
    header={title}
    closeAriaLabel={de.common.cancel}
    footer={
      <Box float="right">
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" onClick={onCancel}>
            {cancelText}
          </Button>
          <Button
            variant="primary"
            onClick={onConfirm}
            loading={busy}
            disabled={confirmDisabled}
            data-testid={confirmTestId}
          >
            {confirmText}
          </Button>
        </SpaceBetween>
      </Box>
    }
  >
    {children}
  </Modal>
);
