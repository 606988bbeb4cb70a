import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';

export interface ListCardProps {
  /** The card's own title, where the list is one part of a page (a page's lines below its upload). */
  title?: ReactNode;
  /** Above the filters: what the list holds, where it comes from. */
  intro?: ReactNode;
  /** The list's FilterBar (or the component that draws it). */
  filters?: ReactNode;
  /** Beside the filters, at the right (below them on a phone): Add, Register, Export. */
  actions?: ReactNode;
  /** Below the filters: notices, then the list's ServerPagedTable. */
  children: ReactNode;
  testId?: string;
}

/**
 * A server-paged list in its card: the filters and the list's actions above the table (spec section 4,
 * "Every data list"). Deferred with the filter bar's and the table's code, so that it is drawn whole: drawn
 * before the filter bar, its actions would stand alone, then jump aside.
 */
export function ListCard({ title, intro, filters, actions, children, testId }: ListCardProps) {
  return (
    <Card title={title} data-testid={testId}>
      <Flex vertical gap="middle">
        {intro}
        {toolbar(filters, actions)}
        {children}
      </Flex>
    </Card>
  );
}

function toolbar(filters: ReactNode, actions: ReactNode): ReactNode {
  if (filters && actions) {
    return (
      <Flex justify="space-between" align="flex-start" gap="middle" wrap>
        {filters}
        {actions}
      </Flex>
    );
  }
  if (actions) return <Flex justify="flex-end">{actions}</Flex>;
  return filters;
}
