import { StyleProvider } from '@ant-design/cssinjs';
import { createQueryClient, SessionQueryClientProvider } from '@waste/shared';
import { BrowserRouter } from 'react-router-dom';
import { ScrollToTop } from '../layout/ScrollToTop';
import { AppConfigProvider } from '../settings/AppConfigProvider';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AppRoutes } from './AppRoutes';
import { SessionExpiryRedirect } from './SessionExpiryRedirect';

/** The one query client of the product; remotes reach it through the shared @tanstack/react-query. */
const queryClient = createQueryClient();

export function App() {
  return (
    <StyleProvider layer>
      <SessionQueryClientProvider client={queryClient}>
        <AppConfigProvider>
          <AppErrorBoundary>
            <BrowserRouter>
              <ScrollToTop />
              <SessionExpiryRedirect />
              <AppRoutes />
            </BrowserRouter>
          </AppErrorBoundary>
        </AppConfigProvider>
      </SessionQueryClientProvider>
    </StyleProvider>
  );
}
