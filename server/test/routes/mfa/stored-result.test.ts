import { computeMfa } from '#mfa/index';
import { decodeResult, encodeResult } from '#routes/mfa/repository';
import { workedExampleInputs } from '#test/mfa/worked-example';

describe('the stored form of a result', () => {
  it('keeps each source once and decodes to the same result', () => {
    const result = computeMfa(workedExampleInputs());
    const stored = encodeResult(result);
    expect(stored.sources.length).toBeLessThan(result.flows.flatMap((flow) => flow.inputs).length);
    expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(result).length / 2);
    expect(decodeResult(JSON.parse(JSON.stringify(stored)))).toEqual(result);
  });
});
