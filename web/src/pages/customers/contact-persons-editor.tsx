import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { receiptMailKinds, salutationLabels, salutations } from '../../../../schemas/customer';
import type { FieldErrors } from '../../components/field-errors';
import { de } from '../../i18n/de';
import { type ContactFormValues, emptyContact } from './customer-form-values';
import { SelectField, TextField } from './form-fields';

const t = de.customerForm;
const salutationOptions = [
  { value: '', label: t.noSalutation },
  ...salutations.map((value) => ({ value, label: salutationLabels[value] })),
];

type Props = {
  contacts: ContactFormValues[];
  errors: FieldErrors;
  onChange: (contacts: ContactFormValues[], changedPath?: string) => void;
};

/** Add, edit and remove contact persons; at most one is the main contact. */
export const ContactPersonsEditor = ({ contacts, errors, onChange }: Props) => {
  const update = (index: number, patch: Partial<ContactFormValues>, field: string) => {
    const next = contacts.map((contact, i) => {
      if (i === index) return { ...contact, ...patch };
      // Only one main contact: choosing one clears the others.
      return patch.isPrimary ? { ...contact, isPrimary: false } : contact;
    });
    onChange(next, `contactPersons.${index}.${field}`);
  };
  const add = () => onChange([...contacts, emptyContact(contacts.length === 0)], 'contactPersons');
  const remove = (index: number) =>
    onChange(
      contacts.filter((_, i) => i !== index),
      'contactPersons',
    );

  return (
    <Container
      header={
        <Header
          variant="h2"
          counter={contacts.length > 0 ? `(${contacts.length})` : undefined}
          actions={
            <Button iconName="add-plus" formAction="none" onClick={add} data-testid="contact-add">
              {t.addContact}
            </Button>
          }
        >
          {t.contactPersons}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {errors.contactPersons && (
          <Box color="text-status-error" data-testid="contacts-error">
            {errors.contactPersons}
          </Box>
        )}
        {contacts.length === 0 && <Box color="text-body-secondary">{t.noContacts}</Box>}
        {contacts.map((contact, index) => {
          const path = (field: string) => `contactPersons.${index}.${field}`;
          const text = (field: 'firstName' | 'lastName' | 'mail' | 'phone' | 'mobile') => (value: string) =>
            update(index, { [field]: value }, field);
          return (
            <Container
              key={contact.id}
              data-testid={`contact-${index}`}
              header={
                <Header
                  variant="h3"
                  actions={
                    <Button formAction="none" onClick={() => remove(index)} data-testid={`contact-remove-${index}`}>
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
                    label={t.salutation}
                    path={path('salutation')}
                    value={contact.salutation ?? ''}
                    options={salutationOptions}
                    errors={errors}
                    onChange={(value) =>
                      update(
                        index,
                        { salutation: value === '' ? null : (value as ContactFormValues['salutation']) },
                        'salutation',
                      )
                    }
                  />
                  <TextField
                    label={t.firstName}
                    path={path('firstName')}
                    value={contact.firstName}
                    errors={errors}
                    onChange={text('firstName')}
                  />
                  <TextField
                    label={t.lastName}
                    path={path('lastName')}
                    value={contact.lastName}
                    errors={errors}
                    onChange={text('lastName')}
                  />
                  <TextField
                    label={t.mail}
                    path={path('mail')}
                    value={contact.mail}
                    errors={errors}
                    onChange={text('mail')}
                    type="email"
                    inputMode="email"
                  />
                  <TextField
                    label={t.phone}
                    path={path('phone')}
                    value={contact.phone}
                    errors={errors}
                    onChange={text('phone')}
                    inputMode="tel"
                  />
                  <TextField
                    label={t.mobile}
                    path={path('mobile')}
                    value={contact.mobile}
                    errors={errors}
                    onChange={text('mobile')}
                    inputMode="tel"
                  />
                </ColumnLayout>
                <SpaceBetween direction="horizontal" size="l">
                  <Checkbox
                    checked={contact.isPrimary}
                    onChange={(event) => update(index, { isPrimary: event.detail.checked }, 'isPrimary')}
                    data-testid={`customer-${path('isPrimary')}`}
                  >
                    {t.isPrimary}
                  </Checkbox>
                  <Checkbox
                    checked={contact.visibleInOrders}
                    onChange={(event) => update(index, { visibleInOrders: event.detail.checked }, 'visibleInOrders')}
                    data-testid={`customer-${path('visibleInOrders')}`}
                  >
                    {t.visibleInOrders}
                  </Checkbox>
                </SpaceBetween>
                <FormField label={t.receiptMails} errorText={errors[path('receivesReceiptMailsFor')]}>
                  <ColumnLayout columns={3} minColumnWidth={140}>
                    {receiptMailKinds.map((kind) => (
                      <Checkbox
                        key={kind}
                        checked={contact.receivesReceiptMailsFor[kind]}
                        onChange={(event) =>
                          update(
                            index,
                            {
                              receivesReceiptMailsFor: {
                                ...contact.receivesReceiptMailsFor,
                                [kind]: event.detail.checked,
                              },
                            },
                            'receivesReceiptMailsFor',
                          )
                        }
                        data-testid={`customer-${path(`receivesReceiptMailsFor.${kind}`)}`}
                      >
                        {t.receiptKinds[kind]}
                      </Checkbox>
                    ))}
                  </ColumnLayout>
                </FormField>
              </SpaceBetween>
            </Container>
          );
        })}
      </SpaceBetween>
    </Container>
  );
};
