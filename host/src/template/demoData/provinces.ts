import type { Language } from '@waste/shared';

export interface DemoProvince {
  code: string;
  name: Record<Language, string>;
  areaSqKm: number;
}

/**
 * The nine provinces as the seed names them (reference data with the official forms of name-overrides.tsv, without
 * the word for "province", ADR 0152), for the template tables and forms.
 */
export const demoProvinces: DemoProvince[] = [
  { code: 'LK-1', name: { en: 'Western', si: 'බස්නාහිර', ta: 'மேல்' }, areaSqKm: 3752 },
  { code: 'LK-2', name: { en: 'Central', si: 'මධ්‍යම', ta: 'மத்திய' }, areaSqKm: 5731 },
  { code: 'LK-3', name: { en: 'Southern', si: 'දකුණු', ta: 'தென்' }, areaSqKm: 5545 },
  { code: 'LK-4', name: { en: 'Northern', si: 'උතුරු', ta: 'வட' }, areaSqKm: 9037 },
  { code: 'LK-5', name: { en: 'Eastern', si: 'නැගෙනහිර', ta: 'கிழக்கு' }, areaSqKm: 9647 },
  { code: 'LK-6', name: { en: 'North Western', si: 'වයඹ', ta: 'வடமேல்' }, areaSqKm: 8066 },
  { code: 'LK-7', name: { en: 'North Central', si: 'උතුරු මැද', ta: 'வடமத்திய' }, areaSqKm: 10688 },
  { code: 'LK-8', name: { en: 'Uva', si: 'ඌව', ta: 'ஊவா' }, areaSqKm: 8630 },
  { code: 'LK-9', name: { en: 'Sabaragamuwa', si: 'සබරගමුව', ta: 'சப்ரகமுவ' }, areaSqKm: 4945 },
];

export function provinceName(province: DemoProvince, language: string): string {
  return province.name[language as Language] ?? province.name.en;
}
