import { FALLBACK_LANGUAGE, TOAST_DURATION_MS, useMediaQuery } from '@waste/shared';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../layout/viewport';
import { antdLocaleFor } from './antdLocale';
import { themeAtom } from './appSettings';
import { DocumentTheme } from './DocumentTheme';
import { fontFamilyFor } from './fontFamily';
import { AccessibleStyles } from './AccessibleStyles';
import { themeConfigFor } from './themeTokens';
import { useDocumentLanguage } from './useDocumentLanguage';

const toastSeconds = TOAST_DURATION_MS / 1000;

/** The system's "reduce motion" setting (an operating system's accessibility option). */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * antd follows the app settings' theme, the interface language, the viewport (tighter cards on a phone) and
 * the system's reduced-motion setting (dialogs, menus and lists appear without zooming or sliding, colours
 * change without fading); toasts sit bottom-right (spec section 8).
 */
export function AppConfigProvider({ children }: { children: ReactNode }) {
  const mode = useAtomValue(themeAtom);
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? FALLBACK_LANGUAGE;
  useDocumentLanguage(language);
  const isMobile = useIsMobile();
  const contrast = themeConfigFor(mode);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);

  return (
    <ConfigProvider
      locale={antdLocaleFor(language)}
      // antd's default, set so that antd hands its icons the layer and the stylesheet: without it each icon
      // wrote its own unlayered `.anticon { color: inherit }`, which beat antd's layered icon colours (a
      // confirm dialog's warning icon drawn in the text's colour).
      iconPrefixCls="anticon"
      theme={{
        // Styles from antd's stylesheet (settings/antdStylesheet.ts); the runtime only sets the theme's variables.
        zeroRuntime: true,
        hashed: false,
        algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { fontFamily: fontFamilyFor(language), motion: !reducedMotion, ...contrast.token },
        // Every remote's cards get the room back on a phone, and their titles wrap rather than end in "...".
        components: { ...contrast.components, ...(isMobile ? { Card: { bodyPadding: 12, headerPadding: 12 } } : {}) },
      }}
      card={isMobile ? { styles: { title: { whiteSpace: 'normal' } } } : undefined}
    >
      <DocumentTheme mode={mode} />
      <AccessibleStyles />
      <AntApp notification={{ placement: 'bottomRight', duration: toastSeconds }} message={{ duration: toastSeconds }}>
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
