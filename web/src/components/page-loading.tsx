import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Spinner from '@cloudscape-design/components/spinner';
import { errorText } from '../api/api-error';
import { PageHeader } from './page-header';

/** A page whose data is not there yet: its header, then a spinner, or the German error if loading failed. */
export const PageLoading = ({ error }: { error: unknown }) => (
  <ContentLayout header={<PageHeader />}>
    {error ? <Alert type="error">{errorText(error)}</Alert> : <Spinner size="large" />}
  </ContentLayout>
);
