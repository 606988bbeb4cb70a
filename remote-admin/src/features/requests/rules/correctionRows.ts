import type { CorrectionDetail } from '../api/getRequest';

/** A record as it is (its view) or as proposed, of one kind. */
type Side<Mark> = Extract<CorrectionDetail['current'] | NonNullable<CorrectionDetail['proposed']>, Mark>;
type WasteRecordSide = Side<{ wasteId: string }>;
type CentreEntrySide = Side<{ sampathPiyasaId: string }>;
type RecyclerReturnSide = Side<{ recyclerId: string }>;
type ReturnLine = RecyclerReturnSide['intake'][number];

/** How a value is said: the page's translations and formats. */
export interface Wording {
  t: (key: string, options?: Record<string, unknown>) => string;
  number: (value: number) => string;
  period: (startDate: string, endDate: string) => string;
  month: (yearMonth: string) => string;
  lineName: (line: ReturnLine) => string;
}

/** One value of the record now and as proposed (no proposed value for a void); `compared` is false for what must differ. */
export interface ComparisonRow {
  key: string;
  label: string;
  current: string;
  proposed?: string;
  changed: boolean;
}

type Field<Side> = { key: string; label: string; value: (side: Side) => string; compared?: boolean };

/** Kilograms without false precision: whole kg, one decimal below 100 kg. */
export const kgText = (value: number, words: Pick<Wording, 'number' | 't'>) =>
  words.t('units.kg', { value: words.number(Math.abs(value) < 100 ? Math.round(value * 10) / 10 : Math.round(value)) });

function rows<Side>(fields: Field<Side>[], current: Side, proposed: Side | null): ComparisonRow[] {
  return fields.map(({ key, label, value, compared = true }) => {
    const now = value(current);
    const next = proposed === null ? undefined : value(proposed);
    return { key, label, current: now, proposed: next, changed: compared && next !== undefined && next !== now };
  });
}

/** Lines kept by their own key, in the order the current record lists them, then those only the proposal has. */
function unionBy<Line>(key: (line: Line) => string, ...lists: Line[][]): Line[] {
  const seen = new Map<string, Line>();
  for (const line of lists.flat()) if (!seen.has(key(line))) seen.set(key(line), line);
  return [...seen.values()];
}

function wasteRecordFields(words: Wording): Field<WasteRecordSide>[] {
  const { t } = words;
  const typed = (quantity: (side: WasteRecordSide) => number) => (side: WasteRecordSide) =>
    `${words.number(quantity(side))} ${t(`corrections.unit.${side.quantityUnit}`, { defaultValue: side.quantityUnit })}`;
  const kg = (value: (side: WasteRecordSide) => number) => (side: WasteRecordSide) => kgText(value(side), words);
  return [
    { key: 'wasteId', label: t('corrections.field.wasteId'), value: (side) => side.wasteId, compared: false },
    { key: 'plasticType', label: t('corrections.field.plasticType'), value: (side) => t(`corrections.plastic.${side.plasticType}`) },
    {
      key: 'frequencyType',
      label: t('corrections.field.frequencyType'),
      value: (side) => t(`corrections.frequency.${side.frequencyType}`),
    },
    { key: 'period', label: t('corrections.field.period'), value: (side) => words.period(side.startDate, side.endDate) },
    { key: 'days', label: t('corrections.field.days'), value: (side) => words.number(side.days) },
    { key: 'collectedQuantity', label: t('corrections.field.collectedQuantity'), value: typed((side) => side.collectedQuantity) },
    { key: 'recoveredQuantity', label: t('corrections.field.recoveredQuantity'), value: typed((side) => side.recoveredQuantity) },
    { key: 'rejectedQuantity', label: t('corrections.field.rejectedQuantity'), value: typed((side) => side.rejectedQuantity) },
    { key: 'discardedQuantity', label: t('corrections.field.discardedQuantity'), value: typed((side) => side.discardedQuantity) },
    { key: 'recycledQuantityKg', label: t('corrections.field.recycledQuantityKg'), value: kg((side) => side.recycledQuantityKg) },
    { key: 'periodCollectedKg', label: t('corrections.field.periodCollectedKg'), value: kg((side) => side.normalisedKg.collected) },
    { key: 'periodRecoveredKg', label: t('corrections.field.periodRecoveredKg'), value: kg((side) => side.normalisedKg.recovered) },
    { key: 'periodRecycledKg', label: t('corrections.field.periodRecycledKg'), value: kg((side) => side.normalisedKg.recycled) },
    { key: 'productType', label: t('corrections.field.productType'), value: (side) => side.productType || '—' },
    { key: 'destination', label: t('corrections.field.destination'), value: (side) => side.destination || '—' },
    {
      key: 'budget',
      label: t('corrections.field.budget'),
      value: (side) => (side.budget === null ? '—' : words.number(side.budget)),
    },
    { key: 'description', label: t('corrections.field.description'), value: (side) => side.description || '—' },
  ];
}

const CENTRE_PARTS = ['collectedKg', 'soldKg', 'rejectedKg'] as const;

function centreEntryFields(words: Wording, current: CentreEntrySide, proposed: CentreEntrySide | null): Field<CentreEntrySide>[] {
  const { t } = words;
  const materials = unionBy((line) => line.materialId, current.quantities, proposed?.quantities ?? []).map((line) => line.materialId);
  return [
    { key: 'centreName', label: t('corrections.field.centre'), value: (side) => side.centreName },
    {
      key: 'typeOfCollectionId',
      label: t('corrections.field.typeOfCollection'),
      value: (side) => t(`corrections.collection.${side.typeOfCollectionId}`, { defaultValue: side.typeOfCollectionId }),
    },
    {
      key: 'frequencyType',
      label: t('corrections.field.frequencyType'),
      value: (side) => t(`corrections.frequency.${side.frequencyType}`),
    },
    { key: 'period', label: t('corrections.field.period'), value: (side) => words.period(side.startDate, side.endDate) },
    { key: 'days', label: t('corrections.field.days'), value: (side) => words.number(side.days) },
    ...CENTRE_PARTS.map((part) => ({
      key: `totals.${part}`,
      label: t('corrections.field.total', { part: t(`corrections.part.${part}`) }),
      value: (side: CentreEntrySide) => kgText(side.totals[part], words),
    })),
    ...materials.flatMap((materialId) =>
      CENTRE_PARTS.map((part) => ({
        key: `quantities.${materialId}.${part}`,
        label: t('corrections.field.line', {
          line: t(`corrections.material.${materialId}`, { defaultValue: materialId }),
          part: t(`corrections.part.${part}`),
        }),
        value: (side: CentreEntrySide) => {
          const line = side.quantities.find((quantity) => quantity.materialId === materialId);
          return line ? kgText(line[part], words) : '—';
        },
      })),
    ),
  ];
}

const RETURN_LISTS = ['intake', 'output', 'rejected'] as const;

function recyclerReturnFields(
  words: Wording,
  current: RecyclerReturnSide,
  proposed: RecyclerReturnSide | null,
): Field<RecyclerReturnSide>[] {
  const { t } = words;
  const lines = RETURN_LISTS.flatMap((list) =>
    unionBy((line) => line.id, current[list], proposed?.[list] ?? []).map((line) => ({
      key: `${list}.${line.id}`,
      label: t('corrections.field.line', { line: words.lineName(line), part: t(`corrections.return.${list}`) }),
      value: (side: RecyclerReturnSide) => {
        const found = side[list].find((item) => item.id === line.id);
        return found ? kgText(found.kg, words) : '—';
      },
    })),
  );
  const kg = (value: (side: RecyclerReturnSide) => number) => (side: RecyclerReturnSide) => kgText(value(side), words);
  return [
    { key: 'month', label: t('corrections.field.month'), value: (side) => words.month(side.month) },
    { key: 'plasticType', label: t('corrections.field.plasticType'), value: (side) => t(`corrections.plastic.${side.plasticType}`) },
    { key: 'openingStockKg', label: t('corrections.field.openingStock'), value: kg((side) => side.openingStockKg) },
    { key: 'intakeKg', label: t('corrections.return.intake'), value: kg((side) => side.intakeKg) },
    { key: 'outputKg', label: t('corrections.return.output'), value: kg((side) => side.outputKg) },
    { key: 'rejectedKg', label: t('corrections.return.rejected'), value: kg((side) => side.rejectedKg) },
    { key: 'closingStockKg', label: t('corrections.field.closingStock'), value: kg((side) => side.closingStockKg) },
    ...lines,
  ];
}

/** The record's values beside the proposed ones, each said as the record's own page says it. */
export function comparisonRows(correction: CorrectionDetail, words: Wording): ComparisonRow[] {
  const { recordKind, current, proposed } = correction;
  switch (recordKind) {
    case 'LA_WASTE':
      return rows(wasteRecordFields(words), current as WasteRecordSide, proposed as WasteRecordSide | null);
    case 'CENTRE_WASTE': {
      const [now, next] = [current as CentreEntrySide, proposed as CentreEntrySide | null];
      return rows(centreEntryFields(words, now, next), now, next);
    }
    case 'RECYCLER_RETURN': {
      const [now, next] = [current as RecyclerReturnSide, proposed as RecyclerReturnSide | null];
      return rows(recyclerReturnFields(words, now, next), now, next);
    }
  }
}
