import { Type, type Static } from 'typebox';

const WARNING_CODES = ['ABOVE_ESTIMATE', 'OUTSIDE_HISTORY'] as const;

export const PlausibilityWarningCode = Type.Enum([...WARNING_CODES], {
  title: 'PlausibilityWarningCode',
  description:
    "ABOVE_ESTIMATE: more than twice the authority's estimated plastic generation; OUTSIDE_HISTORY: more than ten times above or below the median of the owner's last twelve records",
});

export const PlausibilityWarning = Type.Object(
  {
    field: Type.String({
      description: "The body's field, as a 400's details name it without 'body.' (collectedQuantity, entries.0.quantities.2.collectedKg)",
    }),
    code: PlausibilityWarningCode,
    message: Type.String({ description: 'English: why, and the range expected' }),
    low: Type.Number({ description: "Lowest expected value, in the field's own unit as typed" }),
    high: Type.Number({ description: "Highest expected value, in the field's own unit as typed" }),
  },
  { title: 'PlausibilityWarning' },
);
export type PlausibilityWarning = Static<typeof PlausibilityWarning>;

/** A save's list of the warning codes its author has seen and stands by. */
export const AcknowledgedWarnings = Type.Optional(
  Type.Array(PlausibilityWarningCode, {
    maxItems: WARNING_CODES.length,
    description: 'Codes of the plausibility warnings the author stands by; a warning whose code is missing answers 422',
  }),
);

export const PlausibilityAnswer = Type.Object(
  { warnings: Type.Array(PlausibilityWarning, { description: 'Empty when every quantity is within its expected range' }) },
  { title: 'PlausibilityAnswer' },
);

export const ImplausibleQuantity = Type.Object(
  {
    message: Type.String(),
    code: Type.Literal('IMPLAUSIBLE_QUANTITY'),
    warnings: Type.Array(PlausibilityWarning, { description: 'Every warning of the body, acknowledged or not' }),
  },
  { title: 'ImplausibleQuantity' },
);

/** The answer of a save whose warnings are not all acknowledged. */
export const implausibleResponse = { 422: ImplausibleQuantity };

/** What a record keeps and its view shows: the warnings acknowledged when it was saved. */
export const AcknowledgedWarningList = Type.Array(PlausibilityWarning, {
  description: 'The plausibility warnings acknowledged when it was saved, fields named within the record',
});
