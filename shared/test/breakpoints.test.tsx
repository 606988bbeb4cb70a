import { renderHook } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from 'antd';
import { SCREEN_MIN_WIDTH_PX, useNarrowerThan } from '../src/ui/breakpoints';
import { viewportMatching } from '../src/testing';

describe("narrower than one of antd's screen widths", () => {
  it("uses antd's own screen widths", () => {
    const token = theme.getDesignToken();
    expect(SCREEN_MIN_WIDTH_PX).toEqual({ sm: token.screenSMMin, md: token.screenMDMin, lg: token.screenLGMin, xl: token.screenXLMin });
  });

  it.each([
    [[], true],
    [['(min-width: 576px)'], false],
  ])('answers on the first render, without drawing again (viewport matching %j: narrow %s)', (queries, narrow) => {
    const undo = viewportMatching(...queries);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useNarrowerThan('sm');
    });
    undo();
    expect(result.current).toBe(narrow);
    expect(renders).toBe(1);
  });

  it("is what every page asks, not antd's Grid.useBreakpoint", () => {
    const root = join(__dirname, '..', '..');
    const sources = ['host', 'shared', ...readdirSync(root).filter((name) => name.startsWith('remote-'))].flatMap((app) =>
      (readdirSync(join(root, app, 'src'), { recursive: true }) as string[])
        .filter((path) => /\.tsx?$/.test(path))
        .map((path) => join(app, 'src', path)),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((path) => readFileSync(join(root, path), 'utf8').includes('Grid.useBreakpoint()'))).toEqual([]);
  });
});
