import { FALLBACK_LANGUAGE, TOAST_DURATION_MS } from '@waste/shared';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocaleFor } from './antdLocale';
import { themeAtom } from './appSettings';
import { DocumentTheme } from './DocumentTheme';
import { fontFamilyFor } from './fontFamily';
import { useDocumentLanguage } from './useDocumentLanguage';

const toastSeconds = TOAST_DURATION_MS / 1000;

/** antd follows the app settings' theme and the interface language; toasts sit bottom-right (spec section 8). */
export function AppConfigProvider({ children }: { children: ReactNode }) {
  const mode = useAtomValue(themeAtom);
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? FALLBACK_LANGUAGE;
  useDocumentLanguage(language);

  return (
    <ConfigProvider
      locale={antdLocaleFor(language)}
      theme={{
        algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { fontFamily: fontFamilyFor(language) },
      }}
    >
      <DocumentTheme mode={mode} />
      <AntApp
        notification={{ placement: 'bottomRight', duration: toastSeconds }}
        message={{ duration: toastSeconds }}
      >
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
