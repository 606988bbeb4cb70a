import { CorrectionBody, correctionSchema } from '#corrections/schemas';
import { EntryReplacement, ScopeQuery } from '../schemas';

export const EntryCorrectionBody = CorrectionBody(EntryReplacement, 'CentreEntryCorrectionBody');

export const entryCorrectionSchema = correctionSchema("a centre entry of the authority's", ScopeQuery, EntryCorrectionBody);
