import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { PageFrame, type PageFrameParent } from '../ui/PageFrame';

export interface ListPageProps {
  title: string;
  parents?: PageFrameParent[];
  /** In the card, above the filters: what the list holds, where it comes from. */
  intro?: ReactNode;
  /** The list's FilterBar (or the component that draws it). */
  filters?: ReactNode;
  /** Beside the filters, at the right (below them on a phone): Add, Register, Export. */
  actions?: ReactNode;
  /** Below the filters: notices, then the list's ServerPagedTable. */
  children: ReactNode;
  /** After the card: the page's dialogs and drawers. */
  dialogs?: ReactNode;
}

/**
 * A list page (spec section 4, "Every data list"): its frame and title, then one card with the filters and
 * the page's actions above the server-paged table. Deferred with the filter bar's and the table's code, so
 * that it is drawn whole: drawn before the filter bar, its actions would stand alone, then jump aside.
 */
export function ListPage({ title, parents, intro, filters, actions, children, dialogs }: ListPageProps) {
  return (
    <PageFrame title={title} parents={parents}>
      <Card>
        <Flex vertical gap="middle">
          {intro}
          {toolbar(filters, actions)}
          {children}
        </Flex>
      </Card>
      {dialogs}
    </PageFrame>
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
