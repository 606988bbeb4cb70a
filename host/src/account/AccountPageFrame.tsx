import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PublicPageFrame } from '../pages/PublicPageFrame';

interface Props {
  title: string;
  subtitle?: string;
  /** The way on below the page's content: to sign-in, mostly. */
  footer: ReactNode;
  children: ReactNode;
}

/** The centred card of the public account pages, like sign-in's. */
export function AccountPageFrame({ title, subtitle, footer, children }: Props) {
  return (
    <PublicPageFrame>
      <Card style={{ width: '100%', maxWidth: 480 }}>
        <Typography.Title level={2}>{title}</Typography.Title>
        {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
        {children}
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>{footer}</Typography.Paragraph>
      </Card>
    </PublicPageFrame>
  );
}
