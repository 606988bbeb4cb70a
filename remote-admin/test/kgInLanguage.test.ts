import { i18n } from '@waste/shared';
import { registerModule } from '@waste/shared/testing';
import adminModule from '../src/module';
import { ADMIN_NAMESPACE } from '../src/i18n/namespace';
import { valueText } from '../src/features/loggers/rules/entryText';
import { kgText } from '../src/features/requests/rules/correctionRows';

// Issue 43's screenshot walk: a correction's and an audit entry's kilograms read "kg" on a Sinhala or Tamil page.
describe('kilograms in the admin words of a correction and an audit entry', () => {
  beforeAll(() => registerModule(adminModule));

  it.each([
    ['en', '1,250 kg'],
    ['si', 'කි.ග්‍රෑ. 1,250'],
    ['ta', '1,250 கி.கி.'],
  ])('are written as the glossary writes them in %s', (language, expected) => {
    const t = i18n.getFixedT(language, ADMIN_NAMESPACE) as (key: string, options?: Record<string, unknown>) => string;
    const words = { t, number: (value: number) => value.toLocaleString('en-US') };
    expect(kgText(1250, words)).toBe(expected);
    expect(valueText('recycler_return', 'openingStockKg', 1250, words)).toBe(expected);
  });
});
