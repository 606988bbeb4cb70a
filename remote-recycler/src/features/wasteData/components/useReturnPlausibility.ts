import type { EntryPlausibility, PlausibilityWarning, RecyclerScope } from '@waste/shared';
import { checkReturnPlausibility } from '../api/checkPlausibility';
import type { CorrectionInput, ReturnInput } from '../api/types';
import { useReturnFieldWords } from './useReturnFieldWords';

const acknowledging = (input: ReturnInput, codes: string[]): ReturnInput => ({
  ...input,
  acknowledgedWarnings: codes as PlausibilityWarning['code'][],
});

/** A new return's figures checked by the save's check endpoint, with the save's body and scope. */
export function useReturnPlausibility(scope: RecyclerScope): EntryPlausibility<ReturnInput> {
  const words = useReturnFieldWords();
  return { check: (input) => checkReturnPlausibility(input, scope), acknowledge: acknowledging, describe: words };
}

const IN_CORRECTION = 'replacement.';

/**
 * A replacement's figures checked as a save of it would be (there is no check of a correction as such), its
 * warnings named as the correction names them (`replacement.intake`); a void has none. The request's own 422 has
 * the last word, shown on the review.
 */
export function useReplacementPlausibility(scope: RecyclerScope): EntryPlausibility<CorrectionInput> {
  const words = useReturnFieldWords();
  return {
    check: async ({ replacement }) => {
      if (!replacement) return [];
      const warnings = await checkReturnPlausibility(replacement, scope);
      return warnings.map((warning) => ({ ...warning, field: `${IN_CORRECTION}${warning.field}` }));
    },
    acknowledge: (input, codes) => (input.replacement ? { ...input, replacement: acknowledging(input.replacement, codes) } : input),
    describe: ([, ...field]) => words(field),
  };
}
