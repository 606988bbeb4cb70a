import type { BodyPath, EntryPlausibility, LocalAuthorityScope } from '@waste/shared';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { checkWastePlausibility } from '../api/checkWastePlausibility';
import type { WasteCorrectionInput, WasteDataInput } from '../api/types';

type Acknowledged = NonNullable<WasteDataInput['acknowledgedWarnings']>;

/**
 * A warned field in words: its label as the form shows it, and the unit its expected range is in, which is the unit the
 * quantities were typed in (kg for the recycled quantity). Fields may sit under `replacement`, as a correction names them.
 */
export function useDescribeWasteField() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  return (field: BodyPath, quantityUnit: string | undefined) => {
    const name = String(field[field.length - 1]);
    const unit = name === 'recycledQuantityKg' ? 'KG' : quantityUnit;
    return { label: t(`wasteData.field.${name}`), unit: unit ? t(`wasteData.unit.${unit}`) : '' };
  };
}

/** The add wizard's plausibility: the save's check endpoint, and its body with the warnings' codes acknowledged. */
export function useWasteDataPlausibility(scope: LocalAuthorityScope): EntryPlausibility<WasteDataInput> {
  const describe = useDescribeWasteField();
  return {
    check: (input) => checkWastePlausibility(input, scope),
    acknowledge: (input, codes) => ({ ...input, acknowledgedWarnings: codes as Acknowledged }),
    describe: (field, input) => describe(field, input.quantityUnit),
  };
}

/**
 * A correction's plausibility: its replacement is checked as a save would be, the warnings named as the correction's
 * 422 names them (`replacement.…`); a void has nothing to check.
 */
export function useCorrectionPlausibility(scope: LocalAuthorityScope): EntryPlausibility<WasteCorrectionInput> {
  const describe = useDescribeWasteField();
  return {
    check: async ({ replacement }) =>
      replacement
        ? (await checkWastePlausibility(replacement, scope)).map((warning) => ({ ...warning, field: `replacement.${warning.field}` }))
        : [],
    acknowledge: (input, codes) =>
      input.replacement ? { ...input, replacement: { ...input.replacement, acknowledgedWarnings: codes as Acknowledged } } : input,
    describe: (field, input) => describe(field, input.replacement?.quantityUnit),
  };
}
