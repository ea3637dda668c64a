import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FormEvent, ReactNode, Ref } from 'react';
import { de } from '../../i18n/de';
import { ConflictAlert } from './conflict-alert';

/**
 * A form that saves a versioned record: the save button, and above the fields the conflict alert when
 * someone else saved first (409), with a button that loads their version. `onSubmit` is typically
 * `submitWith(form, save)` of the one form approach (web/src/forms), `errorText` its `formErrorText`.
 */
export const VersionedForm = ({
  testId,
  formRef,
  saving,
  conflict,
  errorText,
  onSubmit,
  onReload,
  children,
}: {
  testId: string;
  /** The `<form>` element, for server issues to find their fields (showServerIssues). */
  formRef?: Ref<HTMLFormElement>;
  saving: boolean;
  conflict: string | null | undefined;
  errorText?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onReload: () => void;
  children: ReactNode;
}) => (
  <form
    ref={formRef}
    data-testid={`${testId}-form`}
    noValidate
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit(event);
    }}
  >
    <Form
      errorText={errorText && <span data-form-error>{errorText}</span>}
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
