import type { CorrectionDetail } from '../api/getRequest';
import type { ComparisonRow, Wording } from './correctionRows';

type Warning = CorrectionDetail['current']['acknowledgedWarnings'][number];
type Proposed = {
  quantityUnit?: string;
  quantities?: { materialId: string }[];
  intake?: { id: string }[];
  output?: { id: string }[];
  rejected?: { id: string }[];
};

const LA_QUANTITIES = ['collectedQuantity', 'recoveredQuantity', 'rejectedQuantity', 'discardedQuantity'];
const RETURN_LISTS = ['intake', 'output', 'rejected'] as const;

/** The comparison row a warning's field (`quantities.2.collectedKg`, `intake.0.kg`, `intake`) is about, by its key. */
export function warningRowKey(field: string, proposed: Proposed): string {
  const path = field.replace(/^(replacement\.|entries\.\d+\.)/, '').split('.');
  const [list, index, part] = path;
  if (list === 'quantities' && index === undefined) return 'totals.collectedKg';
  if (list === 'quantities') return `quantities.${proposed.quantities?.[Number(index)]?.materialId ?? index}.${part}`;
  const returnList = RETURN_LISTS.find((name) => name === list);
  if (returnList && index === undefined) return `${returnList}Kg`;
  if (returnList) return `${returnList}.${proposed[returnList]?.[Number(index)]?.id ?? index}`;
  return path.join('.');
}

/** A warning acknowledged for the proposal, in the admin's language: the figure, the range expected and why. */
export function warningText(warning: Warning, proposed: Proposed, rows: ComparisonRow[], words: Wording): string {
  const key = warningRowKey(warning.field, proposed);
  const unit =
    LA_QUANTITIES.includes(key) && proposed.quantityUnit
      ? words.t(`corrections.unit.${proposed.quantityUnit}`, { defaultValue: proposed.quantityUnit })
      : words.t('corrections.unit.KG');
  return words.t('corrections.warning', {
    label: rows.find((row) => row.key === key)?.label ?? warning.field,
    low: words.number(warning.low),
    high: words.number(warning.high),
    unit,
    reason: words.t(`corrections.warningReason.${warning.code}`, { defaultValue: warning.message }),
  });
}
