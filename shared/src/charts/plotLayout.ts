import type { PlotConfigs, PlotName } from './plotTypes';

// G2's options are loosely typed objects; only the two that the layout sets are looked into.
type Options = Record<string, unknown> & { legend?: false | Record<string, object>; axis?: false | Record<string, object> };

const PHONE_AXES = { x: { labelAutoHide: true, labelAutoRotate: false }, y: { tickCount: 4 } };
// G2 pages a legend beyond three rows; a phone stacks long Tamil labels one a row, and each must show.
const LEGEND = { position: 'bottom', layout: { justifyContent: 'center' }, maxRows: 8 };

/**
 * The page's layout around a plot: the legend below it (it wraps there in every script), and on a
 * phone the axes keep only the labels that fit, so that the plot takes the screen's width. The page's
 * own settings win.
 */
export function withLayout<P extends PlotName>(plot: P, config: PlotConfigs[P], narrow: boolean): PlotConfigs[P] {
  const options = config as Options;
  const legend = options.legend === false ? false : { ...options.legend, color: { ...LEGEND, ...options.legend?.color } };
  if (plot === 'Pie') return { ...options, legend } as PlotConfigs[P];
  const phone: Record<string, object> = narrow ? PHONE_AXES : {};
  const axis = options.axis === false ? false : { ...options.axis, x: { ...phone.x, ...options.axis?.x }, y: { ...phone.y, ...options.axis?.y } };
  return { ...options, legend, axis } as PlotConfigs[P];
}
