import { classBreaks, classOf } from '../src/features/nationalMap/rules/measures';
import boundaries from '../src/features/nationalMap/boundaries/districts.geo.json';
import { projectDistricts, type DistrictCollection } from '../src/features/nationalMap/rules/projection';

describe("the national map's rules", () => {
  it('cuts shares at fixed fifths and leakage in round steps, a value on a break in the class above', () => {
    expect(classBreaks('coverage', [0.1, 0.9])).toEqual([0.2, 0.4, 0.6, 0.8]);
    expect(classBreaks('leakage', [0.3, 11.2, null])).toEqual([2.5, 5, 7.5, 10]);
    expect(classBreaks('leakage', [0.03])).toEqual([0.01, 0.02, 0.03, 0.04]);
    expect(classBreaks('leakage', [null])).toEqual([1, 2, 3, 4]);
    const fifths = [0.2, 0.4, 0.6, 0.8];
    expect([0, 0.1999, 0.2, 0.79, 0.8, 1.3].map((value) => classOf(value, fifths))).toEqual([0, 0, 1, 3, 4, 4]);
  });

  it('projects the 25 districts into the frame, north up and in proportion', () => {
    const { width, height, paths } = projectDistricts(boundaries as unknown as DistrictCollection, 400, 4);
    expect(paths.size).toBe(25);
    // Sri Lanka spans about 2.4° of longitude and 4.0° of latitude around 8 °N: about 1.66 times as tall as wide.
    expect(height / width).toBeGreaterThan(1.4);
    expect(height / width).toBeLessThan(1.8);
    const numbers = [...paths.values()]
      .join(' ')
      .match(/-?\d+(\.\d+)?/g)!
      .map(Number);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(4 - 0.05);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(height);
  });
});
