import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { receiptMailKinds, salutationLabels, salutations } from '../../../../schemas/customer';
import { CheckboxField, SelectField, TextField } from '../../forms/fields';
import { de } from '../../i18n/de';
import { type CustomerFormValues, emptyContact } from './customer-form-values';
import { MailProblemNote } from './mail-problem-note';

const t = de.customerForm;
const salutationOptions = salutations.map((value) => ({ value, label: salutationLabels[value] }));

/** Add, edit and remove contact persons; at most one is the main contact. */
export const ContactPersonsEditor = () => {
  const { control, formState } = useFormContext<CustomerFormValues>();
  // keyName: the contact persons have an `id` of their own, which react-hook-form must not overwrite.
  const { fields, append, remove } = useFieldArray({ control, name: 'contactPersons', keyName: 'key' });
  const listError = formState.errors.contactPersons?.message ?? formState.errors.contactPersons?.root?.message;

  return (
    <Container
      header={
        <Header
          variant="h2"
          counter={fields.length > 0 ? `(${fields.length})` : undefined}
          actions={
            <Button
              iconName="add-plus"
              formAction="none"
              onClick={() => append(emptyContact(fields.length === 0))}
              data-testid="contact-add"
            >
              {t.addContact}
            </Button>
          }
        >
          {t.contactPersons}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {listError && (
          <Box color="text-status-error" data-testid="contacts-error">
            {listError}
          </Box>
        )}
        {fields.length === 0 && <Box color="text-body-secondary">{t.noContacts}</Box>}
        {fields.map((field, index) => (
          <ContactPerson key={field.key} index={index} onRemove={() => remove(index)} />
        ))}
      </SpaceBetween>
    </Container>
  );
};

const ContactPerson = ({ index, onRemove }: { index: number; onRemove: () => void }) => {
  const path = <F extends string>(field: F) => `contactPersons.${index}.${field}` as const;
  const testId = (field: string) => `customer-${path(field)}`;
  return (
    <Container
      data-testid={`contact-${index}`}
      header={
        <Header
          variant="h3"
          actions={
            <Button formAction="none" onClick={onRemove} data-testid={`contact-remove-${index}`}>
              {t.removeContact}
            </Button>
          }
        >
          {t.contactPerson(index + 1)}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={3} minColumnWidth={200}>
          <SelectField
            name={path('salutation')}
            label={t.salutation}
            options={salutationOptions}
            nullable
            testId={testId('salutation')}
          />
          <TextField name={path('firstName')} label={t.firstName} testId={testId('firstName')} />
          <TextField name={path('lastName')} label={t.lastName} testId={testId('lastName')} />
          <TextField name={path('mail')} label={t.mail} kind="email" testId={testId('mail')} />
          <TextField name={path('phone')} label={t.phone} kind="phone" testId={testId('phone')} />
          <TextField name={path('mobile')} label={t.mobile} kind="phone" testId={testId('mobile')} />
        </ColumnLayout>
        <StoredMailProblem index={index} />
        <SpaceBetween direction="horizontal" size="l">
          <PrimaryCheckbox index={index} />
          <CheckboxField name={path('visibleInOrders')} label={t.visibleInOrders} testId={testId('visibleInOrders')} />
        </SpaceBetween>
        <FormField label={t.receiptMails}>
          <ColumnLayout columns={3} minColumnWidth={140}>
            {receiptMailKinds.map((kind) => (
              <CheckboxField
                key={kind}
                name={path(`receivesReceiptMailsFor.${kind}`)}
                label={t.receiptKinds[kind]}
                testId={testId(`receivesReceiptMailsFor.${kind}`)}
              />
            ))}
          </ColumnLayout>
        </FormField>
      </SpaceBetween>
    </Container>
  );
};

/**
 * The delivery problem of the stored address, while the address is still that one: a changed address
 * is saved without it (lambdas/structures/domain/customer.ts withMailProblems).
 */
const StoredMailProblem = ({ index }: { index: number }) => {
  const { control, formState } = useFormContext<CustomerFormValues>();
  const [id, mail, problem] = useWatch({
    control,
    name: [`contactPersons.${index}.id`, `contactPersons.${index}.mail`, `contactPersons.${index}.mailProblem`],
  });
  const stored = formState.defaultValues?.contactPersons?.find((person) => person?.id === id);
  const unchanged = mail.trim().toLowerCase() === (stored?.mail ?? '').trim().toLowerCase();
  return (
    <MailProblemNote problem={unchanged ? problem : null} testId={`customer-contactPersons.${index}.mailProblem`} />
  );
};

/** Only one main contact: choosing one clears the others. */
const PrimaryCheckbox = ({ index }: { index: number }) => {
  const { control, getValues, setValue } = useFormContext<CustomerFormValues>();
  const checked = useWatch({ control, name: `contactPersons.${index}.isPrimary` });
  const choose = (primary: boolean) => {
    getValues('contactPersons').forEach((_, other) => {
      if (other !== index && primary) setValue(`contactPersons.${other}.isPrimary`, false, { shouldDirty: true });
    });
    setValue(`contactPersons.${index}.isPrimary`, primary, { shouldDirty: true });
  };
  return (
    <Checkbox
      checked={checked}
      onChange={({ detail }) => choose(detail.checked)}
      data-testid={`customer-contactPersons.${index}.isPrimary`}
    >
      {t.isPrimary}
    </Checkbox>
  );
};
