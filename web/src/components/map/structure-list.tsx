import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import { de } from '../../i18n/de';
import { type ResponsiveColumn, ResponsiveTable } from '../responsive-table/responsive-table';
import type { DirectionArrow } from './direction-arrows';
import type { MapLine } from './geometry';
import { type MapPoint, MapView } from './map-view';

type Props<T extends { id: string }> = {
  /** Names the test ids: `<kind>s-map`, `<kind>s-table` (tracks-map, fields-table). */
  kind: string;
  items: readonly T[];
  loading: boolean;
  lines: readonly MapLine[];
  points?: readonly MapPoint[];
  /** Arrows on the tracks that have a direction. */
  arrows?: readonly DirectionArrow[];
  /** A key that, when it changes, builds the map anew and fits it to what it shows then. */
  mapKey?: string;
  count: (n: number) => string;
  empty: string;
  columns: ResponsiveColumn<T>[];
};

/**
 * A kind of map structures listed twice: on the map (their lines) and in a table that becomes cards on
 * a phone. The pages of tracks and fields show their structures this way.
 */
export const StructureList = <T extends { id: string }>({
  kind,
  items,
  loading,
  lines,
  points,
  arrows,
  mapKey,
  count,
  empty,
  columns,
}: Props<T>) => (
  <>
    <MapView
      key={mapKey}
      testId={`${kind}s-map`}
      height="360px"
      lines={lines}
      points={points}
      arrows={arrows}
      closestZoom={15}
    />
    <ResponsiveTable
      data-testid={`${kind}s-table`}
      loading={loading}
      loadingText={de.common.loading}
      items={items}
      trackBy="id"
      header={<Header counter={`(${items.length})`}>{count(items.length)}</Header>}
      empty={<Box textAlign="center">{empty}</Box>}
      wrapLines
      columnDefinitions={columns}
    />
  </>
);
