import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useContractors } from '../../api/contractors';
import { useMyInvitations } from '../../api/invitations';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';
import { MyInvitations } from '../account/my-invitations';

const texts = de.contractorsPage;

/** A website as a link target: 'www.hof.de' becomes 'https://www.hof.de'; other schemes are not linked. */
const websiteHref = (website: string): string | undefined => {
  if (/^https?:\/\//i.test(website)) return website;
  return /^[\w.-]+\.[a-z]{2,}(\/.*)?$/i.test(website) ? `https://${website}` : undefined;
};

/**
 * Dienstleister (application.md §2 customer area): the contractors the signed-in farmer is a customer of,
 * with how to reach them, and the customer invitations still to answer (the menu badge counts those).
 */
const ContractorsPage = () => {
  const contractors = useContractors();
  const invitations = useMyInvitations();
  if (!contractors.data) return <PageLoading error={contractors.error} />;
  const pendingCustomerInvitations = (invitations.data ?? []).filter((invitation) => invitation.role === 'CUSTOMER');

  return (
    <ContentLayout header={<PageHeader description={texts.description} counter={`(${contractors.data.length})`} />}>
      <SpaceBetween size="l">
        {pendingCustomerInvitations.length > 0 && (
          <MyInvitations only={(invitation) => invitation.role === 'CUSTOMER'} />
        )}
        <Cards
          items={contractors.data}
          trackBy="id"
          cardsPerRow={[{ cards: 1 }, { minWidth: 700, cards: 2 }]}
          empty={
            <SpaceBetween size="xs">
              <Box color="text-body-secondary">{texts.empty}</Box>
              <Box color="text-body-secondary">{texts.emptyHint}</Box>
            </SpaceBetween>
          }
          cardDefinition={{
            header: (contractor) => <span data-testid={`contractor-${contractor.id}`}>{contractor.name}</span>,
            sections: [
              {
                id: 'kind',
                content: (contractor) => (contractor.variant === 'LOGISTICS' ? texts.logistics : texts.agricultural),
              },
              {
                id: 'address',
                header: texts.address,
                content: (contractor) => (
                  <>
                    <div>{contractor.street ?? de.common.empty}</div>
                    <div>{[contractor.zip, contractor.city].filter(Boolean).join(' ')}</div>
                  </>
                ),
              },
              {
                id: 'contact',
                header: texts.contact,
                content: (contractor) => (
                  <SpaceBetween size="xxxs">
                    {contractor.phone && (
                      <Link href={`tel:${contractor.phone.replace(/\s/g, '')}`}>{contractor.phone}</Link>
                    )}
                    {contractor.email && <Link href={`mailto:${contractor.email}`}>{contractor.email}</Link>}
                    {!contractor.phone && !contractor.email && de.common.empty}
                  </SpaceBetween>
                ),
              },
              {
                id: 'website',
                header: texts.website,
                content: (contractor) => {
                  const href = contractor.website ? websiteHref(contractor.website) : undefined;
                  if (!contractor.website) return de.common.empty;
                  return href ? (
                    <Link href={href} external>
                      {contractor.website}
                    </Link>
                  ) : (
                    contractor.website
                  );
                },
              },
              {
                // Issue 13: the farmer's fields at this contractor (read, or changed with edit rights).
                id: 'fields',
                content: (contractor) => (
                  <RouterLink
                    href={`${pathFor('customerFields')}?companyId=${encodeURIComponent(contractor.id)}`}
                    data-testid={`contractor-fields-${contractor.id}`}
                  >
                    {texts.fields}
                  </RouterLink>
                ),
              },
            ],
          }}
        />
      </SpaceBetween>
    </ContentLayout>
  );
};

export default ContractorsPage;
