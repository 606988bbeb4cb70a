import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntApp, ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { AppErrorBoundary } from './AppErrorBoundary';
import { SessionExpiryRedirect } from './SessionExpiryRedirect';

export function App() {
  return (
    <StyleProvider layer>
      <ConfigProvider>
        <AntApp>
          <AppErrorBoundary>
            <BrowserRouter>
              <SessionExpiryRedirect />
              <AppRoutes />
            </BrowserRouter>
          </AppErrorBoundary>
        </AntApp>
      </ConfigProvider>
    </StyleProvider>
  );
}
