import type { BodyPath } from '@waste/shared';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';

/** An entry's materials, in the order its fields name them (`quantities.<j>`). */
interface EntryMaterials {
  quantities: { materialId: string }[];
}

/**
 * A plausibility warning's field of one entry (`quantities.0.collectedKg`, or `quantities` for all its materials
 * together) in words, and the unit of its expected range: kg over the entry's period.
 */
export function useCentreFieldWords() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  return (field: BodyPath, entry: EntryMaterials | undefined, centre: string) => {
    const [name, index, measure = 'collectedKg'] = field;
    const materialId = name === 'quantities' && index !== undefined ? entry?.quantities[Number(index)]?.materialId : undefined;
    const measureWords = t(`sampathPiyasa.plausibility.measure.${measure}`);
    const label = materialId
      ? t('sampathPiyasa.plausibility.quantity', { material: t(`sampathPiyasa.material.${materialId}`), measure: measureWords, centre })
      : t('sampathPiyasa.plausibility.allMaterials', { measure: measureWords, centre });
    return { label, unit: t('sampathPiyasa.plausibility.unit') };
  };
}
