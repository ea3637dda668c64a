import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router';
import { useAuth } from '../../app/auth';
import { HOME_PATH } from '../../app/pages';
import { de } from '../../i18n/de';
import { AuthLayout } from '../auth/auth-layout';

const NotFoundContent = () => {
  const navigate = useNavigate();
  return (
    <Container header={<Header variant="h1">{de.notFound.title}</Header>} data-testid="not-found">
      <SpaceBetween size="m">
        <Box variant="p">{de.notFound.text}</Box>
        <Button
          variant="primary"
          href={HOME_PATH}
          onClick={(event) => {
            event.preventDefault();
            navigate(HOME_PATH);
          }}
          data-testid="not-found-home"
        >
          {de.notFound.home}
        </Button>
      </SpaceBetween>
    </Container>
  );
};

/**
 * 'Seite nicht gefunden' (application.md §1 'not found') for every unknown address: inside the shell
 * when signed in, in the narrow frame of the login pages when signed out. The way home leads signed-out
 * users on to the login.
 */
const NotFoundPage = () => {
  const { state } = useAuth();
  return state.status === 'signedIn' ? (
    <NotFoundContent />
  ) : (
    <AuthLayout>
      <NotFoundContent />
    </AuthLayout>
  );
};

export default NotFoundPage;
