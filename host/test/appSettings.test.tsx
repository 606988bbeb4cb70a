import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useChartThemes } from '@waste/shared';
import { Button, theme } from 'antd';
import { ThemeToggle } from '../src/layout/ThemeToggle';
import { AppConfigProvider } from '../src/settings/AppConfigProvider';
import { resetAppSettings } from './layoutHarness';
import { renderHost } from './renderHost';

function ThemeProbe() {
  const { token } = theme.useToken();
  const charts = useChartThemes();
  return (
    <p data-testid="probe" data-bg={token.colorBgContainer} data-picture={charts.picture().mode}>
      {charts.screen.mode}
    </p>
  );
}

function renderThemed() {
  return renderHost(
    <AppConfigProvider>
      <ThemeToggle />
      <ThemeProbe />
    </AppConfigProvider>,
  );
}

describe('app settings (spec section 3)', () => {
  beforeEach(resetAppSettings);

  it('start light, with the default algorithm', async () => {
    await renderThemed();
    expect(screen.getByTestId('probe')).toHaveTextContent('light');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-bg', '#ffffff');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('the toggle turns on the dark algorithm and saves the theme in local storage', async () => {
    await renderThemed();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByTestId('probe')).toHaveTextContent('dark');
    expect(screen.getByTestId('probe')).toHaveAttribute(
      'data-bg',
      theme.getDesignToken({ algorithm: theme.darkAlgorithm }).colorBgContainer,
    );
    expect(screen.getByTestId('probe').dataset.bg).not.toBe('#ffffff');
    // A downloaded chart is drawn light whatever the screen shows.
    expect(screen.getByTestId('probe')).toHaveAttribute('data-picture', 'light');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('antd’s component styles come from its stylesheet: the runtime writes the theme’s variables only', async () => {
    await renderHost(
      <AppConfigProvider>
        <Button>Save</Button>
      </AppConfigProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveClass('ant-btn');
    // What antd's runtime wrote (antd's order in the head; the icons' own small style aside).
    const written = [...document.head.querySelectorAll('style[data-rc-priority]')].map((style) => style.textContent ?? '').join('');
    expect(written).toContain('--ant-color-primary');
    const properties = [...written.matchAll(/[{;]\s*([\w-]+)\s*:/g)].map(([, property]) => property);
    expect(properties.filter((property) => !property.startsWith('--'))).toEqual([]);
  });

  it('a saved theme and sidebar state are read back after a reload; defaults otherwise', async () => {
    // A fresh module registry is a reloaded page: the atoms read local storage when they are created.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    async function afterReload() {
      let values: [string, boolean] = ['', false];
      await jest.isolateModulesAsync(async () => {
        const { getDefaultStore } = await import('jotai');
        const settings = await import('../src/settings/appSettings');
        values = [getDefaultStore().get(settings.themeAtom), getDefaultStore().get(settings.sidebarCollapsedAtom)];
      });
      return values;
    }
    expect(await afterReload()).toEqual(['light', false]);
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('sidebarCollapsed', 'true');
    expect(await afterReload()).toEqual(['dark', true]);
    localStorage.setItem('theme', 'purple');
    expect((await afterReload())[0]).toBe('light');
  });
});
