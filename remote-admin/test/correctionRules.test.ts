import { AxiosError, AxiosHeaders } from 'axios';
import { answerFailure } from '../src/features/requests/rules/answerFailure';
import { kgText } from '../src/features/requests/rules/correctionRows';
import { warningRowKey } from '../src/features/requests/rules/warningText';

const refused = (status: number, data: unknown) =>
  new AxiosError('refused', String(status), undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data,
  });

describe("a correction's rules", () => {
  it('names the comparison row of each kind of warning field', () => {
    const proposed = { quantities: [{ materialId: 'PET_HARD' }, { materialId: 'GLASS' }], intake: [{ id: 'src-1' }] };
    expect(warningRowKey('collectedQuantity', proposed)).toBe('collectedQuantity');
    expect(warningRowKey('quantities.1.collectedKg', proposed)).toBe('quantities.GLASS.collectedKg');
    expect(warningRowKey('entries.0.quantities.0.soldKg', proposed)).toBe('quantities.PET_HARD.soldKg');
    expect(warningRowKey('quantities', proposed)).toBe('totals.collectedKg');
    expect(warningRowKey('replacement.intake.0.kg', proposed)).toBe('intake.src-1');
    expect(warningRowKey('intake', proposed)).toBe('intakeKg');
  });

  it('says kilograms without false precision', () => {
    const words = {
      number: (value: number) => value.toLocaleString('en'),
      t: (_: string, options?: Record<string, unknown>) => `${String(options?.value)} kg`,
    };
    expect(kgText(40_322.581, words)).toBe('40,323 kg');
    expect(kgText(6.451612, words)).toBe('6.5 kg');
  });

  it('tells a refusal to apply and an answer already given from any other failure', () => {
    expect(answerFailure(refused(409, { code: 'REQUEST_ALREADY_HANDLED', message: 'already' }))).toEqual({
      refusal: 'alreadyHandled',
      detail: 'already',
    });
    expect(answerFailure(refused(400, { code: 'VALIDATION_FAILED', message: 'The correction cannot be applied: x' })).refusal).toBe(
      'cannotApply',
    );
    expect(answerFailure(refused(409, { code: 'DUPLICATE_WASTE_DATA', message: 'overlaps' })).refusal).toBe('cannotApply');
    expect(answerFailure(refused(500, { message: 'boom' }))).toEqual({ refusal: 'failed', detail: 'boom' });
  });
});
