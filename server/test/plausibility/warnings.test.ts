import { ESTIMATE_FACTOR, HISTORY_FACTOR, HISTORY_MINIMUM, HISTORY_RECORDS } from '#plausibility/thresholds';
import { aboveEstimate, outsideHistory, refuseImpossible, requireAcknowledged, type Quantity } from '#plausibility/warnings';

/** Tonnes a day typed over a 10-day period: a rate of kg a day reads as rate / 1000 t/day. */
const tonnesPerDay = (typed: number): Quantity => ({
  field: 'collectedQuantity',
  label: 'Collected quantity',
  typed,
  typedOf: (kgPerDay) => kgPerDay / 1000,
  unit: 't/day',
});
/** A month's total in tonnes over 30 days: a rate of kg a day reads as rate x 30 / 1000 t. */
const tonnesOverThirtyDays = (typed: number): Quantity => ({
  ...tonnesPerDay(typed),
  typedOf: (kgPerDay) => (kgPerDay * 30) / 1000,
  unit: 't',
});

describe('the thresholds', () => {
  it('are twice the estimate, ten times either way of the median of the last twelve, from three records', () => {
    expect({ ESTIMATE_FACTOR, HISTORY_FACTOR, HISTORY_RECORDS, HISTORY_MINIMUM }).toEqual({
      ESTIMATE_FACTOR: 2,
      HISTORY_FACTOR: 10,
      HISTORY_RECORDS: 12,
      HISTORY_MINIMUM: 3,
    });
  });
});

describe('ABOVE_ESTIMATE', () => {
  const estimate = 14_238.263; // kg a day, Colombo MC's

  it('passes twice the estimate and warns just above it, with the range in the unit typed', () => {
    expect(aboveEstimate(tonnesPerDay(28.477), estimate, "the authority's")).toBeNull();
    expect(aboveEstimate(tonnesPerDay(28.478), estimate, "the authority's")).toEqual({
      field: 'collectedQuantity',
      code: 'ABOVE_ESTIMATE',
      message:
        "Collected quantity is more than 2 times the authority's estimated plastic generation (14.2 t a day): expected at most 28.477 t/day.",
      low: 0,
      high: 28.477,
    });
  });

  it('gives the range of a period total as the period total', () => {
    expect(aboveEstimate(tonnesOverThirtyDays(5_000), estimate, "the authority's")).toMatchObject({ low: 0, high: 854.296 });
  });

  it('says nothing without an estimate', () => {
    expect(aboveEstimate(tonnesPerDay(1e6), 0, "the authority's")).toBeNull();
  });
});

describe('OUTSIDE_HISTORY', () => {
  const history = [2_000, 2_500, 1_500, 2_000]; // kg a day, median 2,000

  it('passes from a tenth to ten times the median, and warns outside, either way', () => {
    expect(outsideHistory(tonnesPerDay(0.2), history, "the authority's")).toBeNull();
    expect(outsideHistory(tonnesPerDay(20), history, "the authority's")).toBeNull();
    expect(outsideHistory(tonnesPerDay(20.001), history, "the authority's")).toEqual({
      field: 'collectedQuantity',
      code: 'OUTSIDE_HISTORY',
      message: "Collected quantity is more than 10 times the median of the authority's last 4 records (2 t/day): expected 0.2 to 20 t/day.",
      low: 0.2,
      high: 20,
    });
    expect(outsideHistory(tonnesPerDay(0.199), history, "the authority's")).toMatchObject({
      code: 'OUTSIDE_HISTORY',
      message: expect.stringMatching(/^Collected quantity is less than 1\/10 of the median/),
      low: 0.2,
      high: 20,
    });
  });

  it('counts zero typed against a non-zero history as below it', () => {
    expect(outsideHistory(tonnesPerDay(0), history, "the authority's")).toMatchObject({ code: 'OUTSIDE_HISTORY', low: 0.2 });
  });

  it('judges nothing on fewer than three records or a zero median, and only the newest twelve count', () => {
    expect(outsideHistory(tonnesPerDay(500), [2_000, 2_000], "the authority's")).toBeNull();
    expect(outsideHistory(tonnesPerDay(500), [0, 0, 0, 10], "the authority's")).toBeNull();
    const newestFirst = [...Array<number>(12).fill(100_000), ...Array<number>(20).fill(1)];
    expect(outsideHistory(tonnesPerDay(100), newestFirst, "the authority's")).toBeNull();
    expect(outsideHistory(tonnesPerDay(0.001), newestFirst, "the authority's")).toMatchObject({
      message: expect.stringContaining('last 12 records'),
    });
  });
});

describe('the physical bound', () => {
  it('refuses with 400 every quantity above the national estimate a day, naming its field and the figure', () => {
    const refuse = () =>
      refuseImpossible(
        [
          { field: 'collectedQuantity', label: 'Collected quantity', kgPerDay: 5_000_000_000 },
          { field: 'recoveredQuantity', label: 'Recovered quantity', kgPerDay: 1_000 },
          { field: 'discardedQuantity', label: 'Discarded quantity', kgPerDay: 988_135 },
        ],
        988_134.96,
        { who: 'local authority' },
      );
    expect(refuse).toThrow(
      expect.objectContaining({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        details: [
          {
            field: 'body.collectedQuantity',
            message:
              "Collected quantity is 5,000,000 t a day, more than the whole country's estimated plastic generation (988.1 t a day): no local authority handles more than the country generates. Check the figure and its unit.",
          },
          { field: 'body.discardedQuantity', message: expect.stringMatching(/^Discarded quantity is 988.1 t a day/) },
        ],
      }),
    );
  });
});

describe('acknowledging warnings', () => {
  const warnings = [
    { field: 'collectedQuantity', code: 'ABOVE_ESTIMATE' as const, message: 'Too much.', low: 0, high: 28 },
    { field: 'collectedQuantity', code: 'OUTSIDE_HISTORY' as const, message: 'Far from history.', low: 0.2, high: 20 },
  ];

  it('answers 422 IMPLAUSIBLE_QUANTITY with every warning until each code is listed', () => {
    for (const acknowledged of [undefined, [], ['ABOVE_ESTIMATE']]) {
      expect(() => requireAcknowledged(warnings, acknowledged)).toThrow(
        expect.objectContaining({ statusCode: 422, code: 'IMPLAUSIBLE_QUANTITY', answer: { warnings } }),
      );
    }
    expect(() => requireAcknowledged(warnings, ['OUTSIDE_HISTORY', 'ABOVE_ESTIMATE'])).not.toThrow();
    expect(() => requireAcknowledged([], undefined)).not.toThrow();
  });
});
