import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { mayOpenPage } from '../../../../schemas/permissions';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { pageById } from '../../app/pages';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';
import { HomeContractors, seesContractorsOnHome } from '../customer-area/home-contractors';

const tiles = [
  // Drivers start their day here; farmers see their contractors.
  { pageId: 'myOrders', title: de.home.myOrdersTile, text: de.home.myOrdersTileText },
  { pageId: 'internalWork', title: de.home.internalWorkTile, text: de.home.internalWorkTileText },
  { pageId: 'contractors', title: de.home.contractorsTile, text: de.home.contractorsTileText },
  { pageId: 'customers', title: de.home.customersTile, text: de.home.customersTileText },
  // The organization page has no entry in the §2 menu: it is reached from here and from the account page.
  { pageId: 'organization', title: de.home.organizationTile, text: de.home.organizationTileText },
  { pageId: 'account', title: de.home.accountTile, text: de.home.accountTileText },
];

/** Home: greeting, company, tiles to the areas the user may open. No page header (application.md §2). */
const HomePage = () => {
  const { state, me } = useAuth();
  const role = roleOf(state);
  const name = me?.firstName ?? me?.email ?? (state.status === 'signedIn' ? state.claims.email : undefined) ?? '';
  const farmer = seesContractorsOnHome(role);
  const visibleTiles = tiles.flatMap((tile) => {
    const page = pageById(tile.pageId);
    return page && mayOpenPage(page.access, role) ? [{ ...tile, href: page.path }] : [];
  });

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={me && !me.company && !farmer ? de.home.noCompany : undefined}>
          <span data-testid="home-greeting">{de.home.greeting(name)}</span>
        </Header>
      }
    >
      <SpaceBetween size="l">
        {me?.company && (
          <Box color="text-body-secondary" data-testid="home-company">
            {de.home.company}: {me.company.name}
          </Box>
        )}
        {farmer && <HomeContractors />}
        <ColumnLayout columns={3} minColumnWidth={220}>
          {visibleTiles.map((tile) => (
            <Container key={tile.pageId} data-testid={`home-tile-${tile.pageId}`}>
              <SpaceBetween size="xs">
                <Box variant="h2">
                  <RouterLink href={tile.href} fontSize="heading-m">
                    {tile.title}
                  </RouterLink>
                </Box>
                <Box color="text-body-secondary">{tile.text}</Box>
              </SpaceBetween>
            </Container>
          ))}
        </ColumnLayout>
      </SpaceBetween>
    </ContentLayout>
  );
};

export default HomePage;
