import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { de } from '../../i18n/de';
import { ConflictAlert } from './conflict-alert';

/**
 * A form that saves a versioned record: the save button, and above the fields the conflict alert when
 * someone else saved first (409), with a button that loads their version.
 */
export const VersionedForm = ({
  testId,
  saving,
  conflict,
  onSubmit,
  onReload,
  children,
}: {
  testId: string;
  saving: boolean;
  conflict: string | null | undefined;
  onSubmit: () => void;
  onReload: () => void;
  children: ReactNode;
}) => (
  <form
    data-testid={`${testId}-form`}
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit();
    }}
  >
    <Form
      actions={
        <Button variant="primary" loading={saving} data-testid={`${testId}-save`}>
          {de.common.save}
        </Button>
      }
    >
      <SpaceBetween size="l">
        {conflict && <ConflictAlert message={conflict} onReload={onReload} />}
        {children}
      </SpaceBetween>
    </Form>
  </form>
);
