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

describe('the collected chart', () => {
  it('stacks each month’s materials in one column, a month written YYYY-MM', () => {
    const months = [
      { year: 2025, month: 1, materialId: 'PAPER', collectedKg: 5 },
      { year: 2025, month: 1, materialId: 'GLASS', collectedKg: 2 },
      { year: 2025, month: 2, materialId: 'GLASS', collectedKg: 3 },
    ];
    expect(collectedChart(months, (id) => id.toLowerCase(), String, 'kg', 'Month')).toMatchObject({
      kind: 'columns',
      stacked: true,
      categories: ['2025-01', '2025-02'],
      series: [
        { name: 'paper', values: [5, 0] },
        { name: 'glass', values: [2, 3] },
      ],
    });
  });
});
