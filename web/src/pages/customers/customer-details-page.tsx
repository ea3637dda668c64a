import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { receiptMailKinds, salutationLabels, type TContactPerson } from '../../../../schemas/customer';
import { mayOpenPage } from '../../../../schemas/permissions';
import { ApiError, errorText } from '../../api/api-error';
import { useCustomer } from '../../api/customers';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { pageById, pathFor } from '../../app/pages';
import { ContactLink } from '../../components/contact-link';
import { PageHeader } from '../../components/page-header';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { de } from '../../i18n/de';
import { TagBadges, UnitNames } from '../masterdata/columns';
import { countryName } from './countries';
import { CustomerBillingDetails } from './customer-billing-details';
import { MailProblemNote } from './mail-problem-note';

const t = de.customerDetails;
const f = de.customerForm;

const show = (value: ReactNode): ReactNode => (value === undefined || value === null || value === '' ? t.empty : value);
const yesNo = (value: boolean) => (value ? t.yes : t.no);
const contactName = (person: TContactPerson): string =>
  [person.salutation ? salutationLabels[person.salutation] : '', person.firstName, person.lastName]
    .filter(Boolean)
    .join(' ') || t.empty;

const receiptMails = (person: TContactPerson): string =>
  receiptMailKinds
    .filter((kind) => person.receivesReceiptMailsFor[kind])
    .map((kind) => f.receiptKinds[kind])
    .join(', ');

const addressLines = (street?: string, zip?: string, city?: string, country?: string) => (
  <>
    <div>{show(street)}</div>
    <div>{show([zip, city].filter(Boolean).join(' '))}</div>
    {country && <div>{countryName(country)}</div>}
  </>
);

const CustomerDetailsPage = () => {
  const customerId = useParams().customerId ?? '';
  const navigate = useNavigate();
  const { state } = useAuth();
  const query = useCustomer(customerId);
  const editPage = pageById('customerEdit');
  const mayEdit = editPage ? mayOpenPage(editPage.access, roleOf(state)) : false;
  const customer = query.data;

  if (!customer) {
    return (
      <ContentLayout header={<PageHeader />}>
        {query.isError ? (
          <Alert type="error" data-testid="customer-load-error">
            {query.error instanceof ApiError && query.error.status === 404
              ? de.customers.notFound
              : errorText(query.error)}
          </Alert>
        ) : (
          <Box textAlign="center" padding="xl">
            <Spinner size="large" />
          </Box>
        )}
      </ContentLayout>
    );
  }

  return (
    <ContentLayout
      header={
        <PageHeader
          title={customer.displayName ?? customer.name}
          description={customer.customerNumber ? `${f.customerNumber} ${customer.customerNumber}` : undefined}
          actions={
            mayEdit && (
              <Button onClick={() => navigate(pathFor('customerEdit', { customerId }))} data-testid="customer-edit">
                {de.customers.edit}
              </Button>
            )
          }
        />
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{t.masterData}</Header>} data-testid="customer-master-data">
          <KeyValuePairs
            columns={3}
            items={[
              { label: f.name, value: <span data-testid="details-name">{customer.name}</span> },
              { label: f.displayName, value: show(customer.displayName) },
              { label: f.customerNumber, value: show(customer.customerNumber) },
              { label: f.companyNumber, value: show(customer.companyNumber) },
              { label: f.mail, value: <ContactLink kind="mail" value={customer.mail} /> },
              { label: f.phone, value: <ContactLink kind="phone" value={customer.phone} /> },
              { label: f.mobile, value: <ContactLink kind="phone" value={customer.mobilePhoneNumber} /> },
              { label: f.canEditStructures, value: yesNo(customer.canEditStructures) },
              { label: de.customerForm.tags, value: <TagBadges kind="customerTag" ids={customer.tagIds} /> },
              { label: de.customerForm.operatingUnits, value: <UnitNames ids={customer.operatingUnitIds} /> },
            ]}
          />
        </Container>
        <Container header={<Header variant="h2">{t.address}</Header>}>
          <KeyValuePairs
            columns={2}
            items={[
              {
                label: t.address,
                value: addressLines(
                  customer.addressStreet,
                  customer.addressZip,
                  customer.addressCity,
                  customer.addressCountryCode,
                ),
              },
              {
                label: t.deliveryAddress,
                value: customer.deliveryAddress ? (
                  <>
                    {customer.deliveryAddress.name && <div>{customer.deliveryAddress.name}</div>}
                    {addressLines(
                      customer.deliveryAddress.street,
                      customer.deliveryAddress.zip,
                      customer.deliveryAddress.city,
                      customer.deliveryAddress.countryCode,
                    )}
                  </>
                ) : (
                  t.noDeliveryAddress
                ),
              },
            ]}
          />
        </Container>
        <CustomerBillingDetails customer={customer} />
        <ResponsiveTable
          data-testid="contact-persons-table"
          variant="container"
          header={
            <Header variant="h2" counter={`(${customer.contactPersons.length})`}>
              {t.contactPersons}
            </Header>
          }
          items={customer.contactPersons}
          trackBy="id"
          wrapLines
          empty={<Box textAlign="center">{t.noContacts}</Box>}
          // Phones: one card per contact, headed by the full name; phone and mail tappable.
          cardHeader={contactName}
          columnDefinitions={[
            {
              id: 'salutation',
              header: f.salutation,
              cell: (p) => (p.salutation ? salutationLabels[p.salutation] : t.empty),
              phone: 'hide',
            },
            { id: 'firstName', header: f.firstName, cell: (p) => show(p.firstName), phone: 'hide' },
            { id: 'lastName', header: f.lastName, cell: (p) => show(p.lastName), phone: 'hide' },
            {
              id: 'mail',
              header: f.mail,
              cell: (p) => (
                <SpaceBetween size="xxs">
                  <ContactLink kind="mail" value={p.mail} />
                  <MailProblemNote problem={p.mailProblem} testId={`contact-mail-problem-${p.id}`} />
                </SpaceBetween>
              ),
            },
            { id: 'phone', header: f.phone, cell: (p) => <ContactLink kind="phone" value={p.phone} />, phone: 'half' },
            {
              id: 'mobile',
              header: f.mobile,
              cell: (p) => <ContactLink kind="phone" value={p.mobile} />,
              phone: 'half',
            },
            { id: 'isPrimary', header: f.isPrimary, cell: (p) => yesNo(p.isPrimary), phone: 'half' },
            {
              id: 'visibleInOrders',
              header: f.visibleInOrders,
              cell: (p) => yesNo(p.visibleInOrders),
              phone: 'half',
            },
            { id: 'receiptMails', header: f.receiptMails, cell: (p) => show(receiptMails(p)) },
          ]}
        />
      </SpaceBetween>
    </ContentLayout>
  );
};

export default CustomerDetailsPage;
