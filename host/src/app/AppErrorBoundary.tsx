import { Button, Result } from 'antd';
import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissFirstFrame } from '../firstFrame/firstFrame';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

function RenderErrorScreen() {
  const { t } = useTranslation(HOST_NAMESPACE);
  useEffect(dismissFirstFrame, []);
  return (
    <Result
      status="error"
      title={t('error.somethingWentWrong')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('error.refreshPage')}
        </Button>
      }
    />
  );
}

/** Spec section 2: a render error anywhere shows 'Something went wrong' with 'Refresh Page'. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <RenderErrorScreen /> : this.props.children;
  }
}
