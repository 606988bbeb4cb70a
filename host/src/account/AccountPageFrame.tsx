import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PublicPageFrame } from '../pages/PublicPageFrame';

/** The centred card of the public account pages, like sign-in's. */
export function AccountPageFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <PublicPageFrame>
      <Card style={{ width: '100%', maxWidth: 480 }}>
        <Typography.Title level={2}>{title}</Typography.Title>
        {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
        {children}
      </Card>
    </PublicPageFrame>
  );
}
