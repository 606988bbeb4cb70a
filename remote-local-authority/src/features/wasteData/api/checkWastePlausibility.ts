import { apiCall, type LocalAuthorityScope, type PlausibilityWarning } from '@waste/shared';
import type { WasteDataInput } from './types';

/** The warnings the save would answer for this body (docs/adr/0100), asked before the review; saves nothing. */
export async function checkWastePlausibility(input: WasteDataInput, scope: LocalAuthorityScope): Promise<PlausibilityWarning[]> {
  const answer = await apiCall('post', '/local-authority/plausibility/la-waste-data', { body: input, query: scope });
  return answer.warnings;
}
