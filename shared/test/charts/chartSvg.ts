/** A small drawn chart as it stands in the page: an SVG with a styled size and text in three scripts. */
export function drawnChartSvg(): SVGSVGElement {
  const container = document.createElement('div');
  container.innerHTML = `<svg width="100%" height="100%" style="display: block"><rect width="10" height="20" fill="#1677ff"/><text>Jan</text><text>ජන</text><text>ஜன.</text></svg>`;
  return container.querySelector('svg')!;
}
