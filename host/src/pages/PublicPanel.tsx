import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The sign-in form's box. Not antd's Card: Card brings Tabs (for its tab list) into the sign-in page's first
 * load, for a bordered box.
 */
export function PublicPanel({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        width: '100%',
        maxWidth: 420,
        padding: token.paddingLG,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {children}
    </section>
  );
}
