import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useAuth } from '../../app/auth';
import { roleOf } from '../../app/auth-state';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';
import { HomeContractors, seesContractorsOnHome } from '../customer-area/home-contractors';
import { homeTiles } from './home-tiles';

/** Home: greeting, company, tiles to the areas the user may open. No page header (application.md §2). */
const HomePage = () => {
  const { state, me } = useAuth();
  const role = roleOf(state);
  const name = me?.firstName ?? me?.email ?? (state.status === 'signedIn' ? state.claims.email : undefined) ?? '';
  const farmer = seesContractorsOnHome(role);
  const visibleTiles = homeTiles(role);

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
