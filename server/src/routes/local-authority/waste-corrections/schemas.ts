import { CorrectionBody, correctionSchema } from '#corrections/schemas';
import { LocalAuthorityScopeQuery } from '../schemas';
import { WasteBody } from '../waste-schemas';

export const WasteCorrectionBody = CorrectionBody(WasteBody, 'WasteCorrectionBody');

export const wasteCorrectionSchema = correctionSchema('a waste record of the authority', LocalAuthorityScopeQuery, WasteCorrectionBody);
