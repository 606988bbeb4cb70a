import { Skeleton } from 'antd';
import type { Ref } from 'react';

export interface ReservedSkeletonProps {
  /** The height of what comes in its place, on a phone (Lighthouse's mobile screen); nothing below moves when it comes. */
  height: number;
  testId?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A skeleton at the size of what it stands for (docs/adr/0276-skeletons-at-the-contents-size.md): a card's
 * figures, a section below the fold, a page's charts, while their data or code is awaited.
 */
export function ReservedSkeleton({ height, testId, ref }: ReservedSkeletonProps) {
  return (
    <div ref={ref} style={{ minHeight: height }} aria-busy="true" data-testid={testId}>
      <Skeleton active />
    </div>
  );
}
