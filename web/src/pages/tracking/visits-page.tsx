import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Polygon } from 'geojson';
import { useMemo, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type * as z from 'zod';
import { ZVisitsSearch } from '../../../../schemas/api/tracking-visits';
import { shiftDay } from '../../../../schemas/kernel/calendar';
import type { TVertex } from '../../../../schemas/map-tracks';
import { useFieldsInView } from '../../api/geo';
import { useMapFields } from '../../api/map-structures';
import { useOrdersById } from '../../api/orders';
import { useRecords } from '../../api/records';
import { useSearchVisits } from '../../api/tracking';
import { shapeOfPolygon } from '../../components/map/drawing';
import { MapEditor } from '../../components/map/map-editor';
import type { ViewBox } from '../../components/map/view-box';
import { PageHeader } from '../../components/page-header';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { FieldFrame } from '../../forms/field-frame';
import { FormAlert } from '../../forms/form-alert';
import { showServerFailure, submitWith, useSchemaForm } from '../../forms/schema-form';
import { DateField, TimeField } from '../../forms/typed-fields';
import { de } from '../../i18n/de';
import { todayInGermany } from '../format';
import { VisitTrackMap } from './visit-track-map';
import { positionsOfArea, type VisitRow, visitRows } from './visits';

const t = de.visits;
const OFFICE = { kind: 'office' } as const;

type SearchValues = {
  area: TVertex[];
  from: string | null;
  fromTime: string | null;
  to: string | null;
  toTime: string | null;
};

const prepare = ({ area, ...period }: SearchValues) => ({ area: positionsOfArea(area), ...period });

/** The editor takes a field's outline as the area to start from (closed ring, GeoJSON order). */
const polygonOf = (shape: readonly TVertex[]): Polygon => ({
  type: 'Polygon',
  coordinates: [[...shape, ...shape.slice(0, 1)].map(({ lat, lng }) => [lng, lat])],
});

/** The area: drawn by hand, or a field's outline taken over (and then changed by hand if wanted). */
const AreaField = ({ onArea }: { onArea: (area: TVertex[]) => void }) => {
  const fields = useMapFields(OFFICE);
  const [template, setTemplate] = useState<{ id: string; shape: TVertex[] } | null>(null);
  const options = [
    { value: '', label: t.noFieldTemplate },
    ...(fields.data ?? []).map((field) => ({ value: field.id, label: field.name || field.id })),
  ];
  const initial = useMemo(() => (template ? polygonOf(template.shape) : null), [template]);
  // The fields where the map is (the spatial index, asked again while panning): shown faintly to find the
  // place, and the drawn area snaps to their edges.
  const [view, setView] = useState<ViewBox | null>(null);
  const around = useFieldsInView(view);
  const shapesAround = useMemo(
    (): Polygon[] =>
      (around.data ?? []).map(({ coordinates }) => ({
        type: 'Polygon',
        coordinates: [[...coordinates, ...coordinates.slice(0, 1)]],
      })),
    [around.data],
  );
  return (
    <SpaceBetween size="xs">
      <Select
        selectedOption={options.find((option) => option.value === (template?.id ?? '')) ?? null}
        options={options}
        statusType={fields.isPending ? 'loading' : 'finished'}
        ariaLabel={t.fieldTemplate}
        onChange={({ detail }) => {
          const field = fields.data?.find((candidate) => candidate.id === detail.selectedOption.value);
          setTemplate(field ? { id: field.id, shape: field.shape } : null);
          onArea(field?.shape ?? []);
        }}
        data-testid="visits-field-template"
      />
      {/* A new template is a new editor: the editor reads its shape when its map loads. */}
      <MapEditor
        key={template?.id ?? 'drawn'}
        kind="polygon"
        initial={initial}
        testId="visits-area"
        height="420px"
        snapTo={shapesAround}
        onView={setView}
        onChange={(geometry) => onArea(geometry?.type === 'Polygon' ? shapeOfPolygon(geometry) : [])}
      />
    </SpaceBetween>
  );
};

/**
 * Names for the results: the orders they name (read one by one, archived ones too) and the employees;
 * 'Wird geladen …' while a name is on its way, so no row says 'Unbekannt' before it is known.
 */
const useVisitNames = (orderIds: readonly string[]) => {
  const orders = useOrdersById(orderIds);
  const employees = useRecords('employee');
  return useMemo(() => {
    const orderNames = new Map(
      orders.map((query, index) => [
        orderIds[index],
        query.data?.name ?? (query.isPending ? de.common.loading : undefined),
      ]),
    );
    const employeeNames = new Map(
      (employees.data ?? []).map((employee) => [employee.id, `${employee.firstName} ${employee.lastName}`]),
    );
    return {
      order: (id: string) => orderNames.get(id),
      employee: (id: string) => employeeNames.get(id) ?? (employees.isPending ? de.common.loading : undefined),
    };
  }, [orders, orderIds, employees.data, employees.isPending]);
};

/**
 * 'Wer war wann hier?' (issue 13 point 5; under the Mitarbeiterkarte, for the roles that see it): an area
 * drawn on the map and a period; 'Suchen' lists who passed through it for which order, how long they were
 * inside and when first and last; 'Spur zeigen' shows that part of their track on the map.
 */
const VisitsPage = () => {
  const search = useSearchVisits();
  const formRef = useRef<HTMLFormElement>(null);
  const today = todayInGermany();
  const form = useSchemaForm<SearchValues, typeof ZVisitsSearch>({
    schema: ZVisitsSearch,
    prepare,
    defaultValues: { area: [], from: shiftDay(today, -27), fromTime: null, to: today, toTime: null },
  });
  const [shown, setShown] = useState<VisitRow | null>(null);
  const orderIds = useMemo(
    () => [...new Set((search.data ?? []).flatMap((visit) => (visit.orderId ? [visit.orderId] : [])))],
    [search.data],
  );
  const names = useVisitNames(orderIds);
  const rows = useMemo(() => visitRows(search.data ?? [], names), [search.data, names]);
  const onValid = (body: z.output<typeof ZVisitsSearch>) => {
    setShown(null);
    search.mutate(body, { onError: (error) => showServerFailure(form, error, formRef.current) });
  };

  return (
    <ContentLayout header={<PageHeader description={t.description} />}>
      <SpaceBetween size="l">
        <FormProvider {...form}>
          <form ref={formRef} noValidate onSubmit={submitWith(form, onValid)}>
            <Form
              actions={
                <Button variant="primary" loading={search.isPending} data-testid="visits-search">
                  {t.search}
                </Button>
              }
            >
              <Container>
                <SpaceBetween size="m">
                  <FormAlert message={form.formState.errors.root?.server?.message} />
                  <FieldFrame<SearchValues>
                    name="area"
                    label={t.area}
                    required
                    error={form.formState.errors.area?.message}
                  >
                    <AreaField
                      onArea={(area) => form.setValue('area', area, { shouldValidate: form.formState.isSubmitted })}
                    />
                  </FieldFrame>
                  <SpaceBetween direction="horizontal" size="l">
                    <DateField<SearchValues> name="from" label={t.from} required />
                    <TimeField<SearchValues> name="fromTime" label={t.fromTime} constraint={t.timeHint} />
                  </SpaceBetween>
                  <SpaceBetween direction="horizontal" size="l">
                    <DateField<SearchValues> name="to" label={t.to} required />
                    <TimeField<SearchValues> name="toTime" label={t.toTime} constraint={t.timeHint} />
                  </SpaceBetween>
                </SpaceBetween>
              </Container>
            </Form>
          </form>
        </FormProvider>
        <ResponsiveTable
          data-testid="visits-results"
          header={
            <Header variant="h2" counter={search.data ? `(${t.count(rows.length)})` : undefined}>
              {t.results}
            </Header>
          }
          items={rows}
          trackBy="id"
          loading={search.isPending}
          loadingText={de.common.loading}
          empty={search.data ? t.none : t.notSearched}
          columnDefinitions={[
            { id: 'order', header: t.order, cell: (row) => row.orderName, isRowHeader: true },
            { id: 'employee', header: t.employee, cell: (row) => row.employeeName },
            { id: 'inside', header: t.inside, cell: (row) => row.inside },
            { id: 'first', header: t.first, cell: (row) => row.first },
            { id: 'last', header: t.last, cell: (row) => row.last },
            {
              id: 'track',
              header: t.showTrack,
              cell: (row) => (
                <Button
                  variant={shown?.id === row.id ? 'primary' : 'normal'}
                  onClick={() => setShown(row)}
                  ariaLabel={`${t.showTrack}: ${row.employeeName}, ${row.orderName}`}
                >
                  {t.showTrack}
                </Button>
              ),
            },
          ]}
        />
        {shown && <VisitTrackMap row={shown} area={form.getValues('area')} />}
      </SpaceBetween>
    </ContentLayout>
  );
};

export default VisitsPage;
