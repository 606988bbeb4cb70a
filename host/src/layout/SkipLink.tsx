import { theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { MAIN_CONTENT_ID } from './mainContent';

/** The first Tab stop of the layout (WCAG 2.4.1): hidden until focused, it jumps past the sidebar and header. */
export function SkipLink() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      style={{
        position: 'fixed',
        top: 8,
        insetInlineStart: focused ? 8 : -10_000,
        zIndex: 1000,
        padding: '8px 16px',
        background: token.colorBgElevated,
        color: token.colorLink,
        boxShadow: token.boxShadow,
        borderRadius: token.borderRadius,
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
