import { collectedChart, recyclableChart } from '../src/features/sampathPiyasa/components/centreCharts';

const materials = [{ materialId: 'LDPE_SOFT', collectedKg: 10, soldKg: 6, rejectedKg: 1 }];
const names = { material: 'பொருள்', sold: 'விற்கப்பட்டது (kg)', rejected: 'நிராகரிக்கப்பட்டது (kg)' };
const chart = (horizontal: boolean) => recyclableChart(materials, () => 'LDPE / படலம் (மென்மையான)', names, String, 'kg', horizontal);

describe('the sold-vs-rejected chart', () => {
  it('lies down on a phone (the chart wraps the material names at its left instead of cutting them)', () => {
    expect(chart(true).kind).toBe('bars');
  });

  it('stands upright on a wide screen, sold beside rejected for each material', () => {
    expect(chart(false)).toMatchObject({
      kind: 'columns',
      categoryName: 'பொருள்',
      categories: ['LDPE / படலம் (மென்மையான)'],
      series: [
        { name: 'விற்கப்பட்டது (kg)', values: [6] },
        { name: 'நிராகரிக்கப்பட்டது (kg)', values: [1] },
      ],
      unit: 'kg',
    });
  });
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('the collected chart', () => {
  const months = [
    { year: 2025, month: 1, materialId: 'PAPER', collectedKg: 5 },
    { year: 2025, month: 1, materialId: 'GLASS', collectedKg: 2 },
    { year: 2025, month: 10, materialId: 'GLASS', collectedKg: 3 },
  ];

  it('draws every month of the year by its name, a month without entries empty, each month’s materials stacked', () => {
    const spec = collectedChart(months, { year: 2025, toYear: 2025 }, (id) => id.toLowerCase(), MONTHS, String, 'kg', 'Month');
    expect(spec).toMatchObject({ kind: 'columns', stacked: true, categorical: true, categories: MONTHS });
    expect(spec.series).toEqual([
      { name: 'paper', values: [5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
      { name: 'glass', values: [2, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0] },
    ]);
  });

  it('names the year beside the month across several years', () => {
    const spec = collectedChart(months, { year: 2024, toYear: 2025 }, String, MONTHS, String, 'kg', 'Month');
    expect(spec.categories).toHaveLength(24);
    expect(spec.categories[0]).toBe('Jan 2024');
    expect(spec.categories[21]).toBe('Oct 2025');
    expect(spec.series[1].values[21]).toBe(3);
  });
});

describe('the sold-vs-rejected chart’s colours', () => {
  it('paints Rejected as every chart does (its tone), sold as recycling', () => {
    expect(chart(false).series.map((series) => series.tone)).toEqual(['sold', 'rejected']);
  });
});
