import { type TCreatedProgressShare, ZProgressShareInput } from '../../../../schemas/planning/progress-share';
import { useCreateProgressShare } from '../../api/progress-shares';
import { ShareLinkCreateForm, type ShareLinkFormValues } from '../../components/share-links/share-link-form';
import { useSchemaForm } from '../../forms/schema-form';
import { progressShareTexts } from '../../i18n/de/progress-shares';

const EMPTY: ShareLinkFormValues = { customerId: null, label: '', validUntil: null };

const bodyOf = ({ customerId, ...rest }: ShareLinkFormValues) => ({ ...rest, customerId: customerId ?? '' });

/** A new progress link: whose orders, a label and the last valid day (30 days when none). */
export const ProgressShareCreateForm = ({
  onCreated,
  onCancel,
}: {
  onCreated: (created: TCreatedProgressShare) => void;
  onCancel: () => void;
}) => {
  const form = useSchemaForm<ShareLinkFormValues, typeof ZProgressShareInput>({
    schema: ZProgressShareInput,
    prepare: bodyOf,
    defaultValues: EMPTY,
  });
  return (
    <ShareLinkCreateForm
      form={form}
      testId="progress-share"
      create={useCreateProgressShare()}
      onCreated={onCreated}
      onCancel={onCancel}
      labelHint={progressShareTexts.progressSharesPage.labelHint}
    />
  );
};
