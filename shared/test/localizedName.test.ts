import { localizedName, nameInLanguage } from '../src/i18n/localizedName';

const western = { name: 'Western', nameSi: 'බස්නාහිර පළාත', nameTa: 'மேல் மாகாணம்' };

describe('reference names in the user language', () => {
  it.each([
    ['en', 'Western'],
    ['si', 'බස්නාහිර පළාත'],
    ['ta', 'மேல் மாகாணம்'],
    ['fr', 'Western'],
  ])('%s -> %s', (language, expected) => {
    expect(localizedName(western, language)).toBe(expected);
  });

  it('falls back to English when a translation is missing', () => {
    expect(localizedName({ ...western, nameTa: '' }, 'ta')).toBe('Western');
  });

  it('says when the English name stands in for a missing translation (master data a user entered)', () => {
    const flakes = { name: 'Flakes', nameSi: 'පතුරු', nameTa: null };
    expect(nameInLanguage(flakes, 'en')).toEqual({ text: 'Flakes', fallback: false });
    expect(nameInLanguage(flakes, 'si')).toEqual({ text: 'පතුරු', fallback: false });
    expect(nameInLanguage(flakes, 'ta')).toEqual({ text: 'Flakes', fallback: true });
  });

  it("names a local authority in the user's language, and in English where only the English name is known", () => {
    const colombo = { name: 'Colombo MC', nameSi: 'Colombo මහ නගර සභාව', nameTa: 'Colombo மாநகர சபை' };
    expect(localizedName(colombo, 'si')).toBe('Colombo මහ නගර සභාව');
    expect(localizedName(colombo, 'ta')).toBe('Colombo மாநகர சபை');
    expect(nameInLanguage({ name: 'Colombo MC' }, 'si')).toEqual({ text: 'Colombo MC', fallback: true });
  });
});
