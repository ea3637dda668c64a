import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useMemo } from 'react';
import { areaText } from '../../components/map/drawing';
import { areasOfFields } from '../../components/map/field-shape';
import type { MapLine } from '../../components/map/geometry';
import { MapView } from '../../components/map/map-view';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { de } from '../../i18n/de';
import type { FieldCandidate } from './field-candidates';

const t = de.fieldImport;

type Props = {
  candidates: readonly FieldCandidate[];
  selected: ReadonlySet<string>;
  onToggle: (key: string, checked: boolean) => void;
};

/**
 * The fields of a file before they are written: the importable ones on the map (the chosen ones filled),
 * and all in a table with a checkbox, name, area, crop and, for those not taken, the reason.
 */
export const ImportPreview = ({ candidates, selected, onToggle }: Props) => {
  const importable = useMemo(() => candidates.filter((candidate) => candidate.problem === null), [candidates]);
  const lines = useMemo(
    (): MapLine[] =>
      importable.map((candidate) => ({
        id: candidate.key,
        positions: [...candidate.shape, ...candidate.shape.slice(0, 1)],
      })),
    [importable],
  );
  const areas = useMemo(
    () => areasOfFields(importable.filter((candidate) => selected.has(candidate.key))),
    [importable, selected],
  );
  const fitTo = useMemo(() => importable.flatMap((candidate) => candidate.shape), [importable]);
  return (
    <>
      <MapView testId="field-import-map" height="360px" lines={lines} areas={areas} fitTo={fitTo} closestZoom={15} />
      <ResponsiveTable
        data-testid="field-import-table"
        items={[...candidates]}
        trackBy="key"
        wrapLines
        header={
          <Header description={t.selected(selected.size, importable.length)}>{t.count(candidates.length)}</Header>
        }
        empty={<Box textAlign="center">{t.noPolygons}</Box>}
        columnDefinitions={[
          {
            id: 'take',
            header: '',
            phone: 'half',
            cell: (candidate) => (
              <Checkbox
                checked={selected.has(candidate.key)}
                disabled={candidate.problem !== null}
                ariaLabel={candidate.name}
                onChange={(event) => onToggle(candidate.key, event.detail.checked)}
              />
            ),
          },
          { id: 'name', header: t.name, cell: (candidate) => candidate.name },
          {
            id: 'area',
            header: t.area,
            phone: 'half',
            cell: (candidate) => (candidate.problem ? '–' : areaText(candidate.squareMetres)),
          },
          { id: 'crop', header: t.crop, phone: 'half', cell: (candidate) => candidate.crop ?? '–' },
          { id: 'fid', header: t.fid, phone: 'half', cell: (candidate) => candidate.fid ?? '–' },
          {
            id: 'status',
            header: t.status,
            cell: (candidate) =>
              candidate.problem ? (
                <StatusIndicator type="warning">{t.notTaken(candidate.problem)}</StatusIndicator>
              ) : (
                <StatusIndicator type="success">{candidate.note ?? t.importable}</StatusIndicator>
              ),
          },
        ]}
      />
    </>
  );
};
