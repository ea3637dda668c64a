import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Spinner from '@cloudscape-design/components/spinner';
import { useParams } from 'react-router';
import { errorText } from '../../api/api-error';
import { useUpdateInfo } from '../../api/update-infos';
import { PageHeader } from '../../components/page-header';
import { formatDate } from '../format';

/** Update details (application.md §2 'Company'): one news item with its title and full text. */
const UpdateDetailsPage = () => {
  const updateInfoId = useParams().updateInfoId ?? '';
  const info = useUpdateInfo(updateInfoId);
  return (
    <ContentLayout
      header={
        <PageHeader
          title={info.data ? <span data-testid="update-details-title">{info.data.title}</span> : undefined}
          description={info.data ? formatDate(info.data.publishedAt) : undefined}
        />
      }
    >
      {info.isPending ? (
        <Spinner size="large" />
      ) : info.isError ? (
        <Alert type="error">{errorText(info.error)}</Alert>
      ) : (
        <Container>
          <Box variant="p" data-testid="update-details-body">
            <span style={{ whiteSpace: 'pre-wrap' }}>{info.data.body}</span>
          </Box>
        </Container>
      )}
    </ContentLayout>
  );
};

export default UpdateDetailsPage;
