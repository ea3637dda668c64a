import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { errorText } from '../../api/api-error';
import { useUpdateInfos } from '../../api/update-infos';
import { pathFor } from '../../app/pages';
import { PageHeader } from '../../components/page-header';
import { RouterLink } from '../../components/router-link';
import { de } from '../../i18n/de';
import { formatDate } from '../format';

const ALL_LIMIT = 20;

/** Update info (application.md §2 'Company'): the product news, newest first. */
const UpdateInfosPage = () => {
  const infos = useUpdateInfos(ALL_LIMIT);
  return (
    <ContentLayout header={<PageHeader />}>
      {infos.isPending ? (
        <Spinner size="large" />
      ) : infos.isError ? (
        <Alert type="error">{errorText(infos.error)}</Alert>
      ) : infos.data.items.length === 0 ? (
        <Box color="text-body-secondary">{de.updateInfos.none}</Box>
      ) : (
        <SpaceBetween size="m">
          {infos.data.items.map((info) => (
            <Container key={info.id} data-testid={`update-info-${info.id}`}>
              <SpaceBetween size="xs">
                <Box variant="h3">
                  <RouterLink href={pathFor('updateDetails', { updateInfoId: info.id })}>{info.title}</RouterLink>
                </Box>
                <Box color="text-body-secondary" fontSize="body-s">
                  {formatDate(info.publishedAt)}
                </Box>
                <Box>{info.teaser}</Box>
              </SpaceBetween>
            </Container>
          ))}
        </SpaceBetween>
      )}
    </ContentLayout>
  );
};

export default UpdateInfosPage;
