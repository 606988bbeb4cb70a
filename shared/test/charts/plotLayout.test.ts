import { withLayout } from '../../src/charts/plotLayout';

const columns = { data: [], xField: 'month', yField: 'value', colorField: 'series', axis: { y: { title: 't' } } };

describe('the layout of a plot on the page', () => {
  it('puts the legend below the plot, centred, every entry shown rather than paged', () => {
    expect(withLayout('Column', columns, false).legend).toEqual({ color: { position: 'bottom', layout: { justifyContent: 'center' }, maxRows: 8 } });
  });

  it('keeps every axis label on a wide screen', () => {
    expect(withLayout('Column', columns, false).axis).toEqual({ x: {}, y: { title: 't' } });
  });

  it('on a phone keeps the x labels that fit and fewer y ticks, with the page’s own axis settings', () => {
    expect(withLayout('Column', columns, true).axis).toEqual({ x: { labelAutoHide: true, labelAutoRotate: false }, y: { tickCount: 4, title: 't' } });
  });

  it('lets the page turn the legend or the axes off', () => {
    expect(withLayout('Line', { ...columns, legend: false, axis: false }, true)).toMatchObject({ legend: false, axis: false });
  });

  it('gives a pie no axes', () => {
    expect(withLayout('Pie', { data: [], angleField: 'value', colorField: 'type' }, true)).not.toHaveProperty('axis');
  });
});
