import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { de } from '../../i18n/de';

/** Accounts are created by invitation of the contractor; this dialog explains that. */
export const RegistrationInfoModal = ({ visible, onClose }: { visible: boolean; onClose: () => void }) => (
  <Modal
    visible={visible}
    onDismiss={onClose}
    header={de.registrationInfo.title}
    footer={
      <Box float="right">
        <Button variant="primary" onClick={onClose}>
          {de.registrationInfo.close}
        </Button>
      </Box>
    }
  >
    <Box data-testid="registration-info">{de.registrationInfo.text}</Box>
  </Modal>
);
