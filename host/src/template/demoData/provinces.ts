import type { Language } from '@waste/shared';

export interface DemoProvince {
  code: string;
  name: Record<Language, string>;
  areaSqKm: number;
}

/** The nine provinces from the reference data (shared/data/lk-admin/provinces.tsv), for the template tables and forms. */
export const demoProvinces: DemoProvince[] = [
  { code: 'LK-1', name: { en: 'Western', si: 'බස්නාහිර පළාත', ta: 'மேல் மாகாணம்' }, areaSqKm: 3752 },
  { code: 'LK-2', name: { en: 'Central', si: 'මධ්‍යම පළාත', ta: 'மத்திய மாகாணம்' }, areaSqKm: 5731 },
  { code: 'LK-3', name: { en: 'Southern', si: 'දකුණු පළාත', ta: 'தென் மாகாணம்' }, areaSqKm: 5545 },
  { code: 'LK-4', name: { en: 'Northern', si: 'උතුරු පළාත', ta: 'வட மாகாணம்' }, areaSqKm: 9037 },
  { code: 'LK-5', name: { en: 'Eastern', si: 'නැගෙනහිර පළාත', ta: 'கிழக்கு மாகாணம்' }, areaSqKm: 9647 },
  { code: 'LK-6', name: { en: 'North Western', si: 'වයඹ පළාත', ta: 'வட மேல் மாகாணம்' }, areaSqKm: 8066 },
  { code: 'LK-7', name: { en: 'North Central', si: 'උතුරු මැද පළාත', ta: 'வட மத்திய மாகாணம்' }, areaSqKm: 10688 },
  { code: 'LK-8', name: { en: 'Uva', si: 'ඌව පළාත', ta: 'ஊவா மாகாணம்' }, areaSqKm: 8630 },
  { code: 'LK-9', name: { en: 'Sabaragamuwa', si: 'සබරගමුව පළාත', ta: 'சபரகமுவ மாகாணம்' }, areaSqKm: 4945 },
];

export function provinceName(province: DemoProvince, language: string): string {
  return province.name[language as Language] ?? province.name.en;
}
