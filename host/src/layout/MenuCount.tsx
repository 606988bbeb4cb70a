import { Badge, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

/** A menu label with the count its manifest entry asks for; a component of its own so that the hook may read the server. */
export function MenuCountLabel({ label, useMenuCount }: { label: string; useMenuCount: () => number | undefined }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const count = useMenuCount() ?? 0;
  return (
    <Flex align="center" justify="space-between" gap="small">
      <span>{label}</span>
      {count > 0 ? <Badge count={count} overflowCount={99} title={t('layout.menuCount', { count })} data-testid="menu-count" /> : null}
    </Flex>
  );
}

/** In the collapsed sidebar only the icon shows: a dot on it says there is a count (the tooltip gives it). */
export function MenuCountIcon({
  icon,
  useMenuCount,
  className,
}: {
  icon: ReactNode;
  useMenuCount: () => number | undefined;
  className?: string;
}) {
  const count = useMenuCount() ?? 0;
  return (
    <Badge dot={count > 0} className={className} data-testid={count > 0 ? 'menu-count-dot' : undefined}>
      {icon}
    </Badge>
  );
}
