import { matchKind, rankMatches } from '../src/search/rankMatches';

interface Authority {
  name: string;
  nameSi?: string | null;
  nameTa?: string | null;
  district: string;
}

// As the server sends them: sorted by English name.
const AUTHORITIES: Authority[] = [
  { name: 'Akmeemana PS', nameSi: 'අක්මීමන ප්‍රාදේශීය සභාව', nameTa: 'அக்மீமன பிரதேச சபை', district: 'Galle' },
  { name: 'Galle Four Gravets PS', nameSi: 'ගාල්ල කඩවත් සතර ප්‍රාදේශීය සභාව', nameTa: 'காலி கடவத் சதர பிரதேச சபை', district: 'Galle' },
  { name: 'Galle MC', nameSi: 'ගාල්ල මහ නගර සභාව', nameTa: 'காலி மாநகர சபை', district: 'Galle' },
  { name: 'Kegalle PS', nameSi: 'කෑගල්ල ප්‍රාදේශීය සභාව', nameTa: 'கேகாலை பிரதேச சபை', district: 'Kegalle' },
  { name: 'Kegalle UC', nameSi: 'කෑගල්ල නගර සභාව', nameTa: 'கேகாலை நகர சபை', district: 'Kegalle' },
  { name: 'Mahagalle PS', nameSi: null, nameTa: null, district: 'Kurunegala' },
  { name: 'Kandy MC', nameSi: 'මහනුවර මහ නගර සභාව', nameTa: 'கண்டி மாநகர சபை', district: 'Kandy' },
];
const tiers = (row: Authority) => [[row.name, row.nameSi, row.nameTa], [row.district]];
const names = (rows: Authority[]) => rows.map((row) => row.name);

describe('matchKind', () => {
  it.each([
    ['galle mc', 'galle mc', 0],
    ['galle mc', 'galle', 1],
    ['nuwara eliya mc', 'eliya', 2],
    ['kotte-maharagama', 'maharagama', 2],
    ['kegalle uc', 'galle', 3],
    ['kandy mc', 'galle', -1],
  ])('%s for %s is %i (exact 0, prefix 1, a word 2, inside 3, none -1)', (text, needle, kind) => {
    expect(matchKind(text, needle)).toBe(kind);
  });
});

describe('rankMatches', () => {
  it('lists "galle" as exact, prefix, word prefix, then contains: Galle MC and Galle Four Gravets before Kegalle', () => {
    expect(names(rankMatches(AUTHORITIES, 'galle', tiers))).toEqual([
      'Galle Four Gravets PS',
      'Galle MC',
      'Kegalle PS',
      'Kegalle UC',
      'Mahagalle PS',
      // Only its district matches: after every name that does.
      'Akmeemana PS',
    ]);
  });

  it('puts the exact name first whatever its place in the list, ignoring case and spaces', () => {
    expect(names(rankMatches(AUTHORITIES, '  GALLE   mc ', tiers))).toEqual(['Galle MC']);
    expect(names(rankMatches(AUTHORITIES, 'kegalle uc', tiers))[0]).toBe('Kegalle UC');
  });

  it('ranks the Sinhala and the Tamil names the same way', () => {
    expect(names(rankMatches(AUTHORITIES, 'ගාල්ල', tiers))).toEqual(['Galle Four Gravets PS', 'Galle MC']);
    expect(names(rankMatches(AUTHORITIES, 'සභාව', tiers))[0]).toBe('Akmeemana PS');
    expect(names(rankMatches(AUTHORITIES, 'காலி', tiers))).toEqual(['Galle Four Gravets PS', 'Galle MC']);
    expect(names(rankMatches(AUTHORITIES, 'நகர சபை', tiers))).toEqual(['Galle MC', 'Kegalle UC', 'Kandy MC']);
  });

  it('keeps the filter of the spec: every row that contains the text, and all rows in their order when nothing is typed', () => {
    expect(rankMatches(AUTHORITIES, 'zzz', tiers)).toEqual([]);
    expect(rankMatches(AUTHORITIES, '  ', tiers)).toEqual(AUTHORITIES);
    expect(rankMatches(AUTHORITIES, 'kurunegala', tiers)).toEqual([AUTHORITIES[5]]);
  });
});
