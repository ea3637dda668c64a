import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { ZOrderSettings } from '../../../../schemas/api/company';
import { useUpdateOrderSettings } from '../../api/company';
import { ToggleField } from '../../forms/fields';
import { de } from '../../i18n/de';
import { CompanySettingsPage } from '../company/company-settings-form';
import { PresetsEditor } from '../company/presets-editor';
import type { SettingsValues } from '../company/settings-values';

const texts = de.orderSettings;

/**
 * Auftragseinstellungen (application.md §2 'order settings'; §6 owner, admin, accountant, planner): the
 * order activity presets drivers choose from when starting an order (pause or other work; archived, not
 * deleted, since runs name them) and multi-customer orders. The one editor of both.
 */
const OrderSettingsPage = () => {
  const save = useUpdateOrderSettings();
  return (
    <CompanySettingsPage schema={ZOrderSettings} save={save} testId="order-settings">
      <Container header={<Header variant="h2">{texts.orders}</Header>}>
        <ToggleField<SettingsValues>
          name="enableMultiCustomerOrders"
          label={texts.enableMultiCustomerOrders}
          testId="settings-enableMultiCustomerOrders"
        />
      </Container>
      <PresetsEditor list="orderActivityPresets" title={texts.presets} />
    </CompanySettingsPage>
  );
};

export default OrderSettingsPage;
