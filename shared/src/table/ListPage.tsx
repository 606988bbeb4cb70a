import type { ReactNode } from 'react';
import { PageFrame, type PageFrameParent } from '../ui/PageFrame';
import { ListCard, type ListCardProps } from './ListCard';

export interface ListPageProps extends Omit<ListCardProps, 'title' | 'testId'> {
  title: string;
  parents?: PageFrameParent[];
  /** After the card: the page's dialogs and drawers. */
  dialogs?: ReactNode;
}

/** A list page (spec section 4, "Every data list"): its frame and title, then the list in its card (ListCard). */
export function ListPage({ title, parents, dialogs, ...list }: ListPageProps) {
  return (
    <PageFrame title={title} parents={parents}>
      <ListCard {...list} />
      {dialogs}
    </PageFrame>
  );
}
