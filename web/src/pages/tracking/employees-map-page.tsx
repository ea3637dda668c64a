import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/api-error';
import { useEmployeeLocations } from '../../api/tracking';
import { pathFor } from '../../app/pages';
import { type MapPoint, MapView } from '../../components/map/map-view';
import { PageHeader } from '../../components/page-header';
import { de } from '../../i18n/de';
import { type EmployeeLocationView, employeeLocationViews, employeesMapTexts as t } from './employee-locations';

/** The popup: name, time of the fix and activity, built as text nodes (no HTML from employee data). */
const popupContent = (view: EmployeeLocationView): HTMLElement => {
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = view.name;
  box.append(name);
  for (const text of [view.fixedAt, view.activity]) {
    const line = document.createElement('div');
    line.textContent = text;
    box.append(line);
  }
  return box;
};

const EmployeesMap = ({ views }: { views: EmployeeLocationView[] }) => {
  const points = useMemo(
    () =>
      views.map(
        (view): MapPoint => ({
          id: view.employeeId,
          position: view.position,
          label: view.name,
          className: 'employee-marker',
          popup: () => popupContent(view),
        }),
      ),
    [views],
  );
  return <MapView points={points} testId="employees-map" height="calc(100vh - 200px)" />;
};

/** The list beside the map (below it on a phone): what the markers say, readable without the map. */
const LocationList = ({ views, loading }: { views: EmployeeLocationView[]; loading: boolean }) => (
  <Container header={<Header variant="h2">{t.listTitle}</Header>} data-testid="employee-locations">
    {loading ? (
      <Spinner />
    ) : (
      <div style={{ maxHeight: 'calc(100vh - 280px)', overflowY: 'auto' }}>
        <SpaceBetween size="s">
          {views.map((view) => (
            <div key={view.employeeId} data-testid="employee-location">
              <Box fontWeight="bold">{view.name}</Box>
              <Box variant="small">{view.fixedAt}</Box>
              <Box variant="small">{view.activity}</Box>
            </div>
          ))}
        </SpaceBetween>
      </div>
    )}
  </Container>
);

/**
 * The Mitarbeiterkarte (application.md §2 menu, §6 'employees map': owner, admin, planner): every
 * employee's last saved position as a marker, with a list for phones; asked again every 30 s.
 */
const EmployeesMapPage = () => {
  const query = useEmployeeLocations();
  const views = useMemo(() => employeeLocationViews(query.data ?? []), [query.data]);
  const empty = query.isSuccess && views.length === 0;
  const navigate = useNavigate();
  return (
    <ContentLayout
      header={
        <PageHeader
          description={query.isPending ? t.loading : `${t.onMap(views.length)}. ${t.refreshNote}`}
          actions={
            <Button iconName="search" onClick={() => navigate(pathFor('visits'))} data-testid="employees-map-visits">
              {de.visits.openFromEmployeesMap}
            </Button>
          }
        />
      }
    >
      <SpaceBetween size="m">
        {query.isError && (
          <Alert type="error" data-testid="employees-map-error">
            {errorText(query.error)}
          </Alert>
        )}
        {empty ? (
          <Container data-testid="employees-map-empty">
            <Box textAlign="center" color="text-body-secondary">
              <Box variant="h3" tagOverride="p">
                {t.empty}
              </Box>
              <Box variant="p" color="text-body-secondary">
                {t.emptyHint}
              </Box>
            </Box>
          </Container>
        ) : (
          <Grid gridDefinition={[{ colspan: { default: 12, m: 8 } }, { colspan: { default: 12, m: 4 } }]}>
            <EmployeesMap views={views} />
            <LocationList views={views} loading={query.isPending} />
          </Grid>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
};

export default EmployeesMapPage;
