import { recyclableChart } from '../src/features/sampathPiyasa/components/centreCharts';

const materials = [{ materialId: 'LDPE_SOFT', collectedKg: 10, soldKg: 6, rejectedKg: 1 }];
const chart = (horizontal: boolean) =>
  recyclableChart(materials, () => 'LDPE / படலம் (மென்மையான)', { sold: 'விற்கப்பட்டது (kg)', rejected: 'நிராகரிக்கப்பட்டது (kg)' }, String, 'kg', horizontal) as unknown as {
    coordinate?: unknown;
    axis: { x?: { labelAutoWrap?: boolean; labelAutoHide?: boolean } };
  };

describe('the sold-vs-rejected chart', () => {
  it('lies down on a phone, every material name shown and wrapped rather than cut at the left edge', () => {
    expect(chart(true).coordinate).toEqual({ transform: [{ type: 'transpose' }] });
    expect(chart(true).axis.x).toEqual({ labelAutoHide: false, labelAutoWrap: true });
  });

  it('stands upright on a wide screen', () => {
    expect(chart(false).coordinate).toBeUndefined();
    expect(chart(false).axis.x).toBeUndefined();
  });
});
