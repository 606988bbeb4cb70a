import { monthColumns, monthLabel, monthsOf, nationalGraphPoints, ownGraphPoints, ownIntakeShare } from '../src/recycler/monthSeries';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const product = (month: string, productTypeName: string, kg: number) => ({
  month,
  plasticType: 'HARD',
  productTypeId: productTypeName,
  productTypeName,
  productTypeNameSi: null,
  productTypeNameTa: null,
  kg,
});

const nationalMonth = (month: string, intakeKg: number, ownIntakeKg: number) => ({
  month,
  intakeKg,
  outputKg: intakeKg / 2,
  ownIntakeKg,
  ownOutputKg: ownIntakeKg / 2,
  rejectedKg: 0,
  recyclers: 2,
});

describe('recycler month series', () => {
  it('lists every month of the years asked for, January first', () => {
    const months = monthsOf(2024, 2025);
    expect(months).toHaveLength(24);
    expect(months.slice(0, 2)).toEqual(['2024-01', '2024-02']);
    expect(months.at(-1)).toBe('2025-12');
  });

  it('writes a month as its name in the page language and its year', () => {
    expect(monthLabel('2025-03', MONTH_NAMES)).toBe('Mar 2025');
  });

  it('draws the own graph from the first return to the last, a month without one at zero, in tonnes', () => {
    const graph = {
      fromYear: 2025,
      toYear: 2025,
      months: [
        { month: '2025-01', plasticType: 'HARD', intakeKg: 2000, outputKg: 1500, rejectedKg: 0 },
        { month: '2025-03', plasticType: 'HARD', intakeKg: 500, outputKg: 400, rejectedKg: 0 },
        { month: '2025-03', plasticType: 'SOFT', intakeKg: 500, outputKg: 400, rejectedKg: 0 },
      ],
      outputByProductType: [product('2025-01', 'Flakes', 1500), product('2025-03', 'Flakes', 300), product('2025-03', 'Pellets', 500)],
    };
    const points = ownGraphPoints(graph, 2025, 2025, 'Intake', (row) => row.productTypeName);
    expect(points).toEqual([
      { month: '2025-01', series: 'Intake', value: 2 },
      { month: '2025-01', series: 'Flakes', value: 1.5 },
      { month: '2025-01', series: 'Pellets', value: 0 },
      { month: '2025-02', series: 'Intake', value: 0 },
      { month: '2025-02', series: 'Flakes', value: 0 },
      { month: '2025-02', series: 'Pellets', value: 0 },
      { month: '2025-03', series: 'Intake', value: 1 },
      { month: '2025-03', series: 'Flakes', value: 0.3 },
      { month: '2025-03', series: 'Pellets', value: 0.5 },
    ]);
  });

  it('has no own graph without returns', () => {
    expect(ownGraphPoints({ fromYear: 2025, toYear: 2025, months: [], outputByProductType: [] }, 2025, 2025, 'Intake', () => '')).toEqual(
      [],
    );
  });

  it('draws the national graph with the measures named, in their order, in tonnes', () => {
    const points = nationalGraphPoints([nationalMonth('2025-02', 4000, 1000)], { intakeKg: 'All intake', ownIntakeKg: 'Own intake' });
    expect(points).toEqual([
      { month: '2025-02', series: 'All intake', value: 4 },
      { month: '2025-02', series: 'Own intake', value: 1 },
    ]);
  });

  it("gives the recycler's share of the national intake, 0 when there was none", () => {
    expect(ownIntakeShare([nationalMonth('2025-01', 3000, 1000), nationalMonth('2025-02', 1000, 0)])).toBe(25);
    expect(ownIntakeShare([nationalMonth('2025-01', 0, 0)])).toBe(0);
  });

  it('groups the columns by series a month, labels the months in the language and names the month axis and unit', () => {
    const points = [
      { month: '2025-03', series: 'Intake', value: 1.5 },
      { month: '2025-03', series: 'Output', value: 1 },
      { month: '2025-04', series: 'Intake', value: 2 },
    ];
    const spec = monthColumns(
      points,
      (month) => monthLabel(month, MONTH_NAMES),
      'Month',
      't',
      (value) => value.toFixed(1),
    );
    expect(spec).toMatchObject({
      kind: 'columns',
      categoryName: 'Month',
      categories: ['Mar 2025', 'Apr 2025'],
      series: [
        { name: 'Intake', values: [1.5, 2] },
        { name: 'Output', values: [1, 0] },
      ],
      unit: 't',
    });
    expect(spec.stacked).toBeFalsy();
    expect(spec.format(2)).toBe('2.0');
  });
});
