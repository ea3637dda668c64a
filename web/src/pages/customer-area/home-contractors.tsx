import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { TContractor } from '../../../../schemas/api/contractors';
import { mayOpenPage, pageAccess } from '../../../../schemas/permissions';
import type { TRole } from '../../../../schemas/roles';
import { errorText } from '../../api/api-error';
import { useContractors } from '../../api/contractors';
import { pathFor } from '../../app/pages';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';

const texts = de.homeContractors;
const empty = de.contractorsPage;

/** Farmers (customer area roles) start from their contractors: home shows them, not 'no company'. */
export const seesContractorsOnHome = (role: TRole | null): boolean => mayOpenPage(pageAccess.contractors, role);

const withCompany = (pageId: 'contractorOrderRequests' | 'createContractorOrderRequest', contractor: TContractor) =>
  `${pathFor(pageId)}?companyId=${encodeURIComponent(contractor.id)}`;

/** One contractor in a line or two: name, town, phone to tap, and the way to ask them for work. */
const ContractorLine = ({ contractor }: { contractor: TContractor }) => (
  <div data-testid={`home-contractor-${contractor.id}`}>
    <Box variant="h3" padding="n">
      {contractor.name}
    </Box>
    <Box color="text-body-secondary">
      {[contractor.zip, contractor.city].filter(Boolean).join(' ') || de.common.empty}
    </Box>
    <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16, rowGap: 4 }}>
      {contractor.phone && <Link href={`tel:${contractor.phone.replace(/\s/g, '')}`}>{contractor.phone}</Link>}
      {contractor.enableOrderRequests && (
        <>
          <RouterLink href={withCompany('createContractorOrderRequest', contractor)}>{texts.newRequest}</RouterLink>
          <RouterLink href={withCompany('contractorOrderRequests', contractor)}>{texts.requests}</RouterLink>
        </>
      )}
    </div>
  </div>
);

/**
 * The farmer's contractors on the home page: the same list as Dienstleister (application.md §2 customer
 * area), compact, with links to ask for work.
 */
export const HomeContractors = () => {
  const contractors = useContractors();
  if (contractors.error) return <Alert type="error">{errorText(contractors.error)}</Alert>;
  if (!contractors.data) return <Spinner size="large" />;
  return (
    <Container
      data-testid="home-contractors"
      header={
        <Header variant="h2" actions={<RouterLink href={pathFor('contractors')}>{texts.all}</RouterLink>}>
          {texts.title}
        </Header>
      }
    >
      {contractors.data.length === 0 ? (
        <SpaceBetween size="xs">
          <Box color="text-body-secondary">{empty.empty}</Box>
          <Box color="text-body-secondary">{empty.emptyHint}</Box>
        </SpaceBetween>
      ) : (
        <SpaceBetween size="m">
          {contractors.data.map((contractor) => (
            <ContractorLine key={contractor.id} contractor={contractor} />
          ))}
        </SpaceBetween>
      )}
    </Container>
  );
};
