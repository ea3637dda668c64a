import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router';
import type { TService } from '../../../../../schemas/masterdata/service';
import { useRecords } from '../../../api/records';
import { pathFor } from '../../../app/pages';
import { PageHeader } from '../../../components/page-header';
import { masterdataTexts } from '../../../i18n/de/masterdata';
import { recordLink } from '../columns';
import { priceBlocksText } from './services';

const s = masterdataTexts.services;

/** Services grouped by their area, German order; those without an area come last. */
export const groupByCategory = (services: readonly TService[]): [string, TService[]][] => {
  const groups = new Map<string, TService[]>();
  for (const service of services) {
    const key = service.category ?? '';
    groups.set(key, [...(groups.get(key) ?? []), service]);
  }
  const collator = new Intl.Collator('de');
  return [...groups.entries()].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : collator.compare(a, b)));
};

/** The service catalog: what the company offers, as cards per area (Ernte, Bodenbearbeitung, ...). */
const ServiceCatalogPage = () => {
  const navigate = useNavigate();
  const query = useRecords('service');
  const groups = groupByCategory(query.data ?? []);
  return (
    <ContentLayout
      header={
        <PageHeader
          actions={
            <Button onClick={() => navigate(pathFor('services'))} data-testid="service-catalog-to-list">
              {s.toList}
            </Button>
          }
        />
      }
    >
      <SpaceBetween size="l">
        {query.isPending && <Box>{s.catalogLoading}</Box>}
        {!query.isPending && groups.length === 0 && <Box>{s.catalogEmpty}</Box>}
        {groups.map(([category, services]) => (
          <Cards
            key={category || '-'}
            data-testid="service-catalog-group"
            header={<Box variant="h2">{category || s.withoutCategory}</Box>}
            items={services}
            trackBy="id"
            cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }, { minWidth: 1000, cards: 3 }]}
            cardDefinition={{
              header: (service) => recordLink('serviceDetails', service.id, service.name),
              sections: [
                { id: 'description', content: (service) => service.description ?? '' },
                { id: 'prices', header: s.priceBlocks, content: (service) => priceBlocksText(service) || '–' },
                {
                  id: 'queries',
                  header: s.driverQueries,
                  content: (service) => service.driverQueries.map((q) => q.info).join(' · ') || '–',
                },
              ],
            }}
          />
        ))}
      </SpaceBetween>
    </ContentLayout>
  );
};

export default ServiceCatalogPage;
