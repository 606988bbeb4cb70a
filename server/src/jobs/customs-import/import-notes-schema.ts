import { Type } from 'typebox';

const counts = (names: string[], description: string) =>
  Type.Object(Object.fromEntries(names.map((name) => [name, Type.Optional(Type.Integer({ minimum: 0 }))])), {
    additionalProperties: false,
    description,
  });

/** The status call's `importNotes` (import-notes.ts): counts by reason, for the browser to word. */
export const ImportNotesSchema = Type.Object(
  {
    setAside: counts(['WORLD', 'BREAKDOWN', 'AGGREGATE', 'TOTAL'], 'Lines not imported because they repeat others, by reason'),
    netWeight: counts(['UNKNOWN', 'ZERO_WITH_VALUE', 'QUANTITY_KG'], 'Lines whose net weight is unknown, or the quantity in kg'),
    valueBasis: counts(['PRIMARY', 'CIF', 'FOB'], 'Lines by the US dollar value they carry'),
    classifications: Type.Array(Type.String(), { description: 'HS versions of the file (H0 to H6)' }),
  },
  { description: 'When COMPLETED: what the import set aside and how it read weights and values (UN Comtrade files)' },
);
