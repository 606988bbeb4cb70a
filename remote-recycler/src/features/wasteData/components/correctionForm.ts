import type { BodyPath } from '@waste/shared';
import type { CorrectionInput, MasterData } from '../api/types';
import { returnFieldOf, toReturnInput, type ReturnFormValues } from './returnFormValues';
import { listsOf } from './returnView';

export type CorrectionAction = 'VOID' | 'REPLACE';
export const CORRECTION_ACTIONS: readonly CorrectionAction[] = ['VOID', 'REPLACE'];

/** The correction wizard's one form: what to do and why, and the replacement return as the add wizard holds one. */
export interface CorrectionFormValues extends ReturnFormValues {
  action?: CorrectionAction;
  reason?: string;
}

/** The call's body: a void carries no replacement, a replacement no `void`. */
export function toCorrectionInput(recordId: string, values: CorrectionFormValues, masterData: MasterData | undefined): CorrectionInput {
  const reason = (values.reason ?? '').trim();
  if (values.action === 'VOID') return { recordId, reason, void: true };
  return { recordId, reason, replacement: toReturnInput(values, listsOf(masterData, values.plasticType)) };
}

/** The form's field for a refused field of the correction: the reason, or a field of the replacement (`replacement.intake.0.kg`). */
export function correctionFieldOf([head, ...rest]: BodyPath, sent: CorrectionInput): BodyPath | null {
  if (head === 'reason') return ['reason'];
  return head === 'replacement' && sent.replacement ? returnFieldOf(rest, sent.replacement) : null;
}
