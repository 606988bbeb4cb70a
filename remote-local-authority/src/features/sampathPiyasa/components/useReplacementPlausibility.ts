import type { EntryPlausibility, LocalAuthorityScope, PlausibilityWarning } from '@waste/shared';
import { isAxiosError } from 'axios';
import { checkCentrePlausibility } from '../api/checkCentrePlausibility';
import type { CentreEntryCorrectionInput } from '../api/types';
import { useCentreFieldWords } from './useCentreFieldWords';

/** The replacement sent alone as the save's one entry, and as the correction names it. */
const asCorrectionNames = (field: string) => field.replace(/^(body\.)?entries\.0\./, (_, body = '') => `${body}replacement.`);

/** A refusal of the check (a figure above what the country generates), its fields named as the correction names them. */
function asCorrectionRefusal(failure: unknown): unknown {
  const data = isAxiosError(failure) ? (failure.response?.data as { details?: unknown } | undefined) : undefined;
  if (isAxiosError(failure) && failure.response && Array.isArray(data?.details)) {
    const details = data.details.map((issue: { field?: unknown }) =>
      typeof issue?.field === 'string' ? { ...issue, field: asCorrectionNames(issue.field) } : issue,
    );
    failure.response.data = { ...data, details };
  }
  return failure;
}

/**
 * A replacement's figures checked as a save of it alone would be (there is no check of a correction as such), its
 * warnings and refusals named as the correction names them (`replacement.quantities.0.collectedKg`); a void has
 * none. The request's own 422 has the last word, shown on the review (ADR 0115).
 */
export function useReplacementPlausibility(scope: LocalAuthorityScope, centreName: string): EntryPlausibility<CentreEntryCorrectionInput> {
  const fieldWords = useCentreFieldWords();
  return {
    check: async ({ replacement }) => {
      if (!replacement) return [];
      try {
        const warnings = await checkCentrePlausibility({ entries: [replacement] }, scope);
        return warnings.map((warning) => ({ ...warning, field: asCorrectionNames(warning.field) }));
      } catch (failure) {
        throw asCorrectionRefusal(failure);
      }
    },
    acknowledge: (input, codes) =>
      input.replacement
        ? { ...input, replacement: { ...input.replacement, acknowledgedWarnings: codes as PlausibilityWarning['code'][] } }
        : input,
    describe: ([, ...field], input) => fieldWords(field, input.replacement, centreName),
  };
}
