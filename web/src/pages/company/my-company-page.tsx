import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TOperatingUnit } from '../../../../schemas/api/company';
import { errorText } from '../../api/api-error';
import { useOperatingUnits, useUpdateOperatingUnit } from '../../api/company';
import { useAuth } from '../../app/auth';
import { useFlash } from '../../app/flash';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { de } from '../../i18n/de';
import { OperatingUnitDialog } from './operating-unit-dialog';

const texts = de.myCompany;

/** Mein Betrieb (owner, admin): the operating units of the company, with links to company and organization. */
const MyCompanyPage = () => {
  const { me } = useAuth();
  const navigate = useNavigate();
  const flash = useFlash();
  const [showArchived, setShowArchived] = useState(false);
  const units = useOperatingUnits(showArchived);
  const update = useUpdateOperatingUnit();
  const [editing, setEditing] = useState<TOperatingUnit | null | undefined>(undefined);
  const [archiving, setArchiving] = useState<TOperatingUnit | null>(null);

  const setArchived = (unit: TOperatingUnit, archived: boolean) => {
    const { id, connectedBanksNeedAttention: _banks, version, ...rest } = unit;
    update.mutate(
      {
        operatingUnitId: id,
        body: {
          ...rest,
          street: rest.street ?? '',
          zip: rest.zip ?? '',
          city: rest.city ?? '',
          email: rest.email ?? '',
          website: rest.website ?? '',
          // Mein Betrieb is for owner and admin, who read the bank data; null would be a concealed value.
          iban: rest.iban ?? undefined,
          bic: rest.bic ?? undefined,
          creditorId: rest.creditorId ?? undefined,
          archived,
          version,
        },
      },
      {
        onSuccess: () => {
          setArchiving(null);
          flash.push({
            type: 'success',
            content: archived ? texts.archivedDone(unit.name) : texts.restored(unit.name),
          });
        },
        onError: (error) => flash.push({ id: 'unit-archive-error', type: 'error', content: errorText(error) }),
      },
    );
  };

  const items = units.data ?? [];

  return (
    <ContentLayout
      header={
        <PageHeader
          description={me?.company?.name}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => navigate(pathFor('company'))} data-testid="my-company-company-link">
                {texts.companyLink}
              </Button>
              <Button onClick={() => navigate(pathFor('organization'))} data-testid="my-company-organization-link">
                {texts.organizationLink}
              </Button>
            </SpaceBetween>
          }
        />
      }
    >
      <ResponsiveTable
        data-testid="operating-units"
        items={items}
        loading={units.isPending}
        loadingText={texts.loading}
        trackBy="id"
        variant="container"
        header={
          <Header
            variant="h2"
            counter={units.data ? `(${items.length})` : undefined}
            actions={
              <SpaceBetween direction="horizontal" size="m" alignItems="center">
                <Toggle checked={showArchived} onChange={(event) => setShowArchived(event.detail.checked)}>
                  {texts.showArchived}
                </Toggle>
                <Button variant="primary" onClick={() => setEditing(null)} data-testid="unit-create">
                  {texts.create}
                </Button>
              </SpaceBetween>
            }
          >
            {texts.units}
          </Header>
        }
        empty={<Box color="text-body-secondary">{units.isError ? errorText(units.error) : texts.none}</Box>}
        columnDefinitions={[
          {
            id: 'name',
            header: texts.name,
            cell: (unit) => (
              <SpaceBetween direction="horizontal" size="xs">
                <span>{unit.name}</span>
                {unit.connectedBanksNeedAttention > 0 && (
                  <Badge color="red">{texts.banksNeedAttention(unit.connectedBanksNeedAttention)}</Badge>
                )}
              </SpaceBetween>
            ),
            isRowHeader: true,
          },
          { id: 'city', header: texts.city, cell: (unit) => unit.city || de.common.empty, phone: 'half' },
          {
            id: 'consultantNumber',
            header: texts.consultantNumber,
            cell: (unit) => unit.accountingConnection?.consultantNumber ?? de.common.empty,
            phone: 'half',
          },
          {
            id: 'clientNumber',
            header: texts.clientNumber,
            cell: (unit) => unit.accountingConnection?.clientNumber ?? de.common.empty,
            phone: 'half',
          },
          {
            id: 'status',
            header: texts.status,
            cell: (unit) =>
              unit.archived ? (
                <StatusIndicator type="stopped">{texts.archived}</StatusIndicator>
              ) : (
                <StatusIndicator type="success">{texts.active}</StatusIndicator>
              ),
            phone: 'half',
          },
          {
            id: 'actions',
            header: texts.actions,
            cell: (unit) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="inline-link" onClick={() => setEditing(unit)}>
                  {texts.edit}
                </Button>
                {unit.archived ? (
                  <Button variant="inline-link" onClick={() => setArchived(unit, false)}>
                    {texts.restore}
                  </Button>
                ) : (
                  <Button variant="inline-link" onClick={() => setArchiving(unit)}>
                    {texts.archive}
                  </Button>
                )}
              </SpaceBetween>
            ),
          },
        ]}
      />
      {editing !== undefined && <OperatingUnitDialog unit={editing} onClose={() => setEditing(undefined)} />}
      <Modal
        visible={archiving !== null}
        onDismiss={() => setArchiving(null)}
        header={texts.archiveTitle}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setArchiving(null)}>
                {de.common.cancel}
              </Button>
              <Button
                variant="primary"
                loading={update.isPending}
                onClick={() => archiving && setArchived(archiving, true)}
                data-testid="unit-archive-confirm"
              >
                {texts.archive}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {archiving && texts.archiveQuestion(archiving.name)}
      </Modal>
    </ContentLayout>
  );
};

export default MyCompanyPage;
