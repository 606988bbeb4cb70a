import { Breadcrumb, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMMON_NAMESPACE } from '../i18n/instance';

/** A page between the dashboard and this one in the breadcrumb trail, e.g. the list above a record view. */
export interface PageFrameParent {
  title: string;
  path: string;
}

export interface PageFrameProps {
  title: string;
  parents?: PageFrameParent[];
  children?: ReactNode;
}

/** A layout page's frame: its breadcrumb trail from the dashboard, its title, then its content. */
export function PageFrame({ title, parents = [], children }: PageFrameProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const items = [
    { key: '/dashboard', title: <Link to="/dashboard">{t('nav.dashboard')}</Link> },
    ...parents.map((parent) => ({ key: parent.path, title: <Link to={parent.path}>{parent.title}</Link> })),
    { key: 'current', title },
  ];
  return (
    <Flex vertical gap="middle" data-testid="page-frame">
      <Breadcrumb items={items} data-testid="page-breadcrumb" />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}
