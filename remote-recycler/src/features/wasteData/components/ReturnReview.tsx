import type { RecyclerScope } from '@waste/shared';
import { useEffect } from 'react';
import type { MasterData, ReturnInput } from '../api/types';
import { useExistingReturn } from '../hooks/useMonthReturns';
import { DuplicateReturnAlert } from './DuplicateReturnAlert';
import { ReturnDescriptions } from './ReturnDescriptions';
import { viewOf } from './returnView';

export interface ReturnReviewProps {
  input: ReturnInput;
  masterData: MasterData;
  scope: RecyclerScope;
  /** Told whether the month and plastic type have a return already (Submit waits then). */
  onDuplicate: (found: boolean) => void;
  /** The return a submit was refused for (409), should the look-up have missed it. */
  refusedFor: string | null;
}

/** The return as it will be saved, and the return the month already has, if any, linked (as the authority's review does). */
export function ReturnReview({ input, masterData, scope, onDuplicate, refusedFor }: ReturnReviewProps) {
  const existing = useExistingReturn(input.month, input.plasticType, scope);
  const id = existing.data?.id ?? refusedFor;
  useEffect(() => onDuplicate(Boolean(existing.data)), [existing.data, onDuplicate]);
  return (
    <>
      {id ? <DuplicateReturnAlert id={id} month={input.month} plasticType={input.plasticType} /> : null}
      <ReturnDescriptions value={viewOf(input, masterData)} />
    </>
  );
}
