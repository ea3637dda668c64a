import { I18nProvider } from '@cloudscape-design/components/i18n';
import messages from '@cloudscape-design/components/i18n/messages/all.de';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider, useAuth } from './auth';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';
import { ShellLoading } from './shell-loading';

const Content = () => {
  const { state } = useAuth();
  // While the sign-in state is unknown nothing is shown (after 1500 ms the loading overlay).
  if (state.status === 'unknown') return <ShellLoading />;
  return <AppRoutes />;
};

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nProvider locale="de" messages={[messages]}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AuthProvider>
            <Content />
          </AuthProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </I18nProvider>
  );
};
