import { theme } from 'antd';
import { useEffect } from 'react';

/**
 * The page behind the app (body margin, overscroll, native scrollbars and form controls) follows the
 * theme too, from antd's tokens.
 */
export function DocumentTheme({ mode }: { mode: 'light' | 'dark' }) {
  const { token } = theme.useToken();
  useEffect(() => {
    const { body, documentElement } = document;
    body.style.margin = '0';
    body.style.background = token.colorBgLayout;
    documentElement.style.colorScheme = mode;
  }, [mode, token.colorBgLayout]);
  return null;
}
