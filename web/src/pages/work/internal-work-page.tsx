import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import type { TActivityPreset } from '../../../../schemas/api/company';
import { noteRequiredToStop, startablePresets, unitForInternalWork } from '../../../../schemas/work/internal-work';
import { ApiError, errorText } from '../../api/api-error';
import { useCompany, useOperatingUnits } from '../../api/company';
import { useMyWork, useStartInternalWork } from '../../api/work';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useNow } from '../../components/use-now';
import { de } from '../../i18n/de';
import { formatDuration, formatTime } from '../format';
import { StopInternalWorkForm, UnitChoiceForm } from './internal-work-forms';

const texts = de.internalWorkPage;

/** The field message of an answer's issue for `path`, else the error's own text. */
const messageFor = (error: unknown, path: string): string | undefined =>
  error instanceof ApiError ? error.issues.find((issue) => issue.path === path)?.message : undefined;

/**
 * Interne Arbeiten (application.md §2 Fahrerbereich, §4 'Internal work'): start a preset (Werkstatt, Büro,
 * Pause, ...) and end it again. A person of several operating units is asked which one the work counts
 * for when the company wants that; ending asks for a note when the company wants one (not after a pause).
 */
const InternalWorkPage = () => {
  const work = useMyWork();
  const company = useCompany();
  const units = useOperatingUnits(false);
  const start = useStartInternalWork();
  const now = useNow(15_000);
  const [askingFor, setAskingFor] = useState<{ preset: TActivityPreset; unitIds: string[] } | null>(null);
  const stopFormRef = useRef<HTMLFormElement>(null);
  const unitFormRef = useRef<HTMLFormElement>(null);

  if (!work.data || !company.data) return <PageLoading error={work.error ?? company.error} />;
  const { employee, activity } = work.data;
  const settings = company.data.settings;
  const unitName = (id: string | null | undefined) =>
    units.data?.find((unit) => unit.id === id)?.name ?? (id ? id : de.common.empty);

  if (!employee) {
    return (
      <ContentLayout header={<PageHeader description={texts.description} />}>
        <Alert type="error" header={de.work.noEmployee} data-testid="internal-work-no-employee">
          {de.work.noEmployeeHint}
        </Alert>
      </ContentLayout>
    );
  }

  const begin = (preset: TActivityPreset, operatingUnitId: string | null, failed?: (error: unknown) => void) =>
    start.mutate(
      { presetId: preset.id, operatingUnitId },
      {
        onSuccess: () => setAskingFor(null),
        onError: (error) => {
          failed?.(error);
          // Something may run already (started on another device): show what the server knows.
          void work.refetch();
        },
      },
    );

  const onStart = (preset: TActivityPreset) => {
    start.reset();
    const choice = unitForInternalWork(preset, settings, employee.operatingUnitIds, null);
    if (choice.kind === 'ask') {
      setAskingFor({ preset, unitIds: choice.operatingUnitIds });
      return;
    }
    begin(preset, null);
  };

  const running = activity?.type === 'internal' ? activity : null;
  const runningPreset = settings.internalActivityPresets.find((p) => p.id === running?.internalActivityPresetId);
  const needsNote = running !== null && noteRequiredToStop(runningPreset, settings);

  const presets = startablePresets(settings);
  const failure = start.error;

  return (
    <ContentLayout header={<PageHeader description={texts.description} />}>
      <SpaceBetween size="l">
        {failure && !messageFor(failure, 'operatingUnitId') && (
          <Alert type="error" data-testid="internal-work-error">
            {errorText(failure)}
          </Alert>
        )}
        {activity?.type === 'order' && <Alert type="info">{texts.orderRunning}</Alert>}
        {running ? (
          <Container header={<Header variant="h2">{texts.running}</Header>} data-testid="internal-work-running">
            <SpaceBetween size="l">
              <Box variant="h1" tagOverride="p" data-testid="internal-work-running-name">
                {runningPreset?.name ?? de.work.internalWork}
              </Box>
              <ColumnLayout columns={3} variant="text-grid">
                <div>
                  <Box variant="awsui-key-label">{texts.startedAt}</Box>
                  <div>{formatTime(running.startedAt)} Uhr</div>
                </div>
                <div>
                  <Box variant="awsui-key-label">{texts.elapsed}</Box>
                  <div data-testid="internal-work-elapsed">
                    {running.startedAt
                      ? formatDuration((now.getTime() - new Date(running.startedAt).getTime()) / 60_000)
                      : de.common.empty}
                  </div>
                </div>
                {running.operatingUnitId && (
                  <div>
                    <Box variant="awsui-key-label">{texts.operatingUnit}</Box>
                    <div>{unitName(running.operatingUnitId)}</div>
                  </div>
                )}
              </ColumnLayout>
              <StopInternalWorkForm
                key={running.timeTrackingId ?? running.startedAt}
                needsNote={needsNote}
                formRef={stopFormRef}
              />
            </SpaceBetween>
          </Container>
        ) : activity === null && presets.length === 0 ? (
          <Box color="text-body-secondary">{texts.noPresets}</Box>
        ) : activity === null ? (
          <Cards
            header={<Header variant="h2">{texts.choose}</Header>}
            items={presets}
            trackBy="id"
            cardsPerRow={[{ cards: 1 }, { minWidth: 500, cards: 2 }, { minWidth: 900, cards: 3 }]}
            cardDefinition={{
              header: (preset) => preset.name,
              sections: [
                { id: 'purpose', content: (preset) => de.settings.purposes[preset.purpose] },
                {
                  id: 'start',
                  content: (preset) => (
                    <Button
                      variant="primary"
                      onClick={() => onStart(preset)}
                      loading={start.isPending && start.variables?.presetId === preset.id}
                      disabled={start.isPending}
                      data-testid={`internal-work-start-${preset.id}`}
                    >
                      {texts.start}
                    </Button>
                  ),
                },
              ],
            }}
          />
        ) : null}
      </SpaceBetween>
      <Modal
        visible={askingFor !== null}
        onDismiss={() => setAskingFor(null)}
        header={texts.chooseUnit}
        data-testid="internal-work-unit-dialog"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setAskingFor(null)}>
                {de.common.cancel}
              </Button>
              <Button
                variant="primary"
                loading={start.isPending}
                onClick={() => unitFormRef.current?.requestSubmit()}
                data-testid="internal-work-unit-start"
              >
                {texts.start}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {askingFor && (
          <UnitChoiceForm
            options={askingFor.unitIds.map((id) => ({ value: id, label: unitName(id) }))}
            formRef={unitFormRef}
            onChosen={(operatingUnitId, failed) => begin(askingFor.preset, operatingUnitId, failed)}
          />
        )}
      </Modal>
    </ContentLayout>
  );
};

export default InternalWorkPage;
