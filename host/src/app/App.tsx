import { StyleProvider } from '@ant-design/cssinjs';
import { BrowserRouter } from 'react-router-dom';
import { ScrollToTop } from '../layout/ScrollToTop';
import { AppConfigProvider } from '../settings/AppConfigProvider';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AppRoutes } from './AppRoutes';
import { SessionExpiryRedirect } from './SessionExpiryRedirect';

export function App() {
  return (
    <StyleProvider layer>
      <AppConfigProvider>
        <AppErrorBoundary>
          <BrowserRouter>
            <ScrollToTop />
            <SessionExpiryRedirect />
            <AppRoutes />
          </BrowserRouter>
        </AppErrorBoundary>
      </AppConfigProvider>
    </StyleProvider>
  );
}
