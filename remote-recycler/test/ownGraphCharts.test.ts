import { ownMonthsChart, ownMonthsTable, ownProductsChart } from '../src/features/dashboard/rules/ownGraphCharts';

const graph = {
  fromYear: 2025,
  toYear: 2025,
  months: [
    { month: '2025-03', plasticType: 'HARD', intakeKg: 2000, outputKg: 1500, rejectedKg: 300 },
    { month: '2025-03', plasticType: 'SOFT', intakeKg: 1000, outputKg: 500, rejectedKg: 200 },
  ],
  outputByProductType: [
    {
      month: '2025-03',
      plasticType: 'HARD',
      productTypeId: 'P1',
      productTypeName: 'Pellets',
      productTypeNameSi: null,
      productTypeNameTa: null,
      kg: 1500,
    },
    {
      month: '2025-03',
      plasticType: 'SOFT',
      productTypeId: 'P2',
      productTypeName: 'Film',
      productTypeNameSi: null,
      productTypeNameTa: null,
      kg: 500,
    },
  ],
};
const words = {
  monthName: 'Month',
  measures: { intakeKg: 'Intake', outputKg: 'Output', rejectedKg: 'Rejects' },
  unit: 't',
  format: String,
  label: (month: string) => month,
};

describe("the recycler's own graph", () => {
  it('draws intake, output and rejects for every month of the years, in their meanings’ colours, hard and soft together', () => {
    const spec = ownMonthsChart(graph, { fromYear: 2025, toYear: 2025 }, words);
    expect(spec.categories).toHaveLength(12);
    expect(spec.series.map((series) => [series.name, series.tone])).toEqual([
      ['Intake', 'intake'],
      ['Output', 'output'],
      ['Rejects', 'rejected'],
    ]);
    expect(spec.series.map((series) => series.values[2])).toEqual([3, 2, 0.5]);
    expect(spec.series[2].values.filter((value) => value > 0)).toHaveLength(1);
  });

  it('writes the months as YYYY-MM in its CSV, rejects included', () => {
    const table = ownMonthsTable(graph, { fromYear: 2025, toYear: 2025 }, 'Month', words.measures, 't');
    expect(table[0]).toEqual(['Month', 'Intake (t)', 'Output (t)', 'Rejects (t)']);
    expect(table[3]).toEqual(['2025-03', 3, 2, 0.5]);
  });

  it('lays the output by product type down as one bar a product, largest first', () => {
    const spec = ownProductsChart(graph, {
      productName: (row) => row.productTypeName,
      categoryName: 'Product',
      seriesName: 'Output',
      unit: 't',
      format: String,
    });
    expect(spec).toMatchObject({ kind: 'bars', categories: ['Pellets', 'Film'], series: [{ values: [1.5, 0.5], tone: 'output' }] });
  });
});
