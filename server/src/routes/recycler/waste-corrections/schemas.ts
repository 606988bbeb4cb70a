import { CorrectionBody, correctionSchema } from '#corrections/schemas';
import { ReturnBody } from '../returns-schemas';
import { RecyclerScopeQuery } from '../schemas';

export const ReturnCorrectionBody = CorrectionBody(ReturnBody, 'RecyclerReturnCorrectionBody');

export const returnCorrectionSchema = correctionSchema("a return of the recycler's", RecyclerScopeQuery, ReturnCorrectionBody);
