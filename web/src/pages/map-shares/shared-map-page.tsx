import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { TSharedMap } from '../../../../schemas/map-shares';
import { useSharedMap } from '../../api/map-shares';
import { areaText } from '../../components/map/drawing';
import { MapView } from '../../components/map/map-view';
import { PublicPage } from '../../components/share-links/public-page';
import { de } from '../../i18n/de';
import { sharedMapLayers, validUntilText } from './shared-map-view';

const t = de.sharedMapPage;

/** A swatch of the legend: its shape tells the kind (each structure keeps its own colour on the map). */
const SWATCH_COLOR = '#5f6b7a';
const Swatch = ({ shape }: { shape: 'area' | 'line' | 'point' }) => (
  <span
    aria-hidden="true"
    style={{
      display: 'inline-block',
      width: 14,
      height: shape === 'line' ? 4 : 14,
      borderRadius: shape === 'point' ? '50%' : 2,
      background: SWATCH_COLOR,
      marginRight: 8,
      verticalAlign: 'middle',
    }}
  />
);

const SharedMap = ({ shared }: { shared: TSharedMap }) => {
  const layers = useMemo(() => sharedMapLayers(shared), [shared]);
  return (
    <SpaceBetween size="m">
      <Header
        variant="h1"
        description={`${t.sharedBy(shared.companyName, shared.customerName)} · ${t.validUntil(validUntilText(shared.expiresAt))}`}
      >
        {shared.label}
      </Header>
      <MapView
        testId="shared-map"
        height="min(60vh, 520px)"
        areas={layers.areas}
        lines={layers.lines}
        points={layers.points}
        closestZoom={15}
      />
      <Container header={<Header variant="h2">{t.legend}</Header>}>
        <SpaceBetween size="xs">
          <Box>
            <Swatch shape="area" />
            {t.fields(shared.fields.length)}
          </Box>
          <Box>
            <Swatch shape="line" />
            {t.tracks(shared.tracks.length)}
          </Box>
          <Box>
            <Swatch shape="point" />
            {t.markers(shared.markers.length)}
          </Box>
        </SpaceBetween>
      </Container>
      {shared.fields.length > 0 && (
        <Container header={<Header variant="h2">{t.fieldList}</Header>}>
          <ul data-testid="shared-fields" style={{ margin: 0, paddingLeft: 20 }}>
            {shared.fields.map((field, index) => (
              // The shared map carries no ids: a field is its place in the list.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life.
              <li key={index}>
                {field.name || t.unnamed} · {areaText(field.areaHa * 10_000)}
                {field.crop ? ` · ${field.crop}` : ''}
              </li>
            ))}
          </ul>
        </Container>
      )}
    </SpaceBetween>
  );
};

/**
 * The page a map link opens (/karte/geteilt/{token}): no sign-in, no shell; the customer's structures on
 * a read-only map with a legend and the last valid day. A dead link shows the one German text for it.
 */
export const SharedMapPage = () => {
  const token = useParams().token ?? '';
  const shared = useSharedMap(token);
  return (
    <PublicPage loading={shared.isPending} error={shared.error} errorTestId="shared-map-error">
      {shared.data && <SharedMap shared={shared.data} />}
    </PublicPage>
  );
};
