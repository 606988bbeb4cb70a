import { seriesOfRows } from '../../src/charts/chartSpec';

describe('a chart spec from rows', () => {
  it('keeps categories and series in the order of their first row, fills a missing value with 0 and adds up repeated rows', () => {
    const rows = [
      { category: '2025-02', series: 'PET', value: 3 },
      { category: '2025-01', series: 'Glass', value: 1 },
      { category: '2025-02', series: 'PET', value: 2 },
    ];
    expect(seriesOfRows(rows)).toEqual({
      categories: ['2025-02', '2025-01'],
      series: [
        { name: 'PET', values: [5, 0] },
        { name: 'Glass', values: [0, 1] },
      ],
    });
  });
});
