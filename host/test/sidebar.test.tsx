import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LayoutOrNotFound } from '../src/app/LayoutOrNotFound';
import { MOBILE_QUERY, TABLET_QUERY } from '../src/layout/viewport';
import { fetchRemoteRegistry } from '../src/remotes/fetchRemoteRegistry';
import { viewportMatching } from '@waste/shared/testing';
import { resetAppSettings, signInAs } from './layoutHarness';
import { renderHost } from './renderHost';

jest.mock('../src/remotes/fetchRemoteRegistry');
jest.mock('../src/remotes/loadRemoteModule');

async function renderLayout() {
  const view = await renderHost(<LayoutOrNotFound />, '/dashboard');
  await screen.findByText('Dashboard', { selector: 'h3' }, { timeout: 10_000 });
  return view;
}

const sidebar = () => screen.getByTestId('sidebar');

describe('sidebar (spec section 2)', () => {
  let restoreViewport: (() => void) | undefined;

  beforeEach(() => {
    resetAppSettings();
    signInAs(null);
    jest.mocked(fetchRemoteRegistry).mockResolvedValue({ remotes: [] });
  });

  afterEach(() => restoreViewport?.());

  it('is 290 px wide with the release labels, and collapses to 90 px without them; the choice is saved', async () => {
    const { unmount } = await renderLayout();
    expect(sidebar()).toHaveStyle({ width: '290px' });
    expect(screen.getByTestId('release-box')).toHaveTextContent('web 0.0.6 Beta');
    expect(screen.getByTestId('release-box')).toHaveTextContent('API 1.2.0');

    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar()).toHaveStyle({ width: '90px' });
    expect(screen.queryByTestId('release-box')).not.toBeInTheDocument();
    expect(localStorage.getItem('sidebarCollapsed')).toBe('true');

    unmount();
    await renderLayout();
    expect(sidebar()).toHaveStyle({ width: '90px' });
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar()).toHaveStyle({ width: '290px' });
    expect(localStorage.getItem('sidebarCollapsed')).toBe('false');
  });

  it('a collapsed sidebar expands while hovered and collapses again on leave', async () => {
    await renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    fireEvent.mouseEnter(sidebar());
    expect(sidebar()).toHaveStyle({ width: '290px' });
    expect(screen.getByTestId('release-box')).toBeInTheDocument();
    fireEvent.mouseLeave(sidebar());
    expect(sidebar()).toHaveStyle({ width: '90px' });
    expect(localStorage.getItem('sidebarCollapsed')).toBe('true');
  });

  it('is collapsed below 768 px whatever was saved, and the toggle opens it without changing the saved choice', async () => {
    restoreViewport = viewportMatching(MOBILE_QUERY, TABLET_QUERY);
    await renderLayout();
    expect(sidebar()).toHaveStyle({ width: '90px' });
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar()).toHaveStyle({ width: '290px' });
    expect(localStorage.getItem('sidebarCollapsed')).toBeNull();
  });

  it('between 768 and 1023 px it stays collapsed until opened, then overlays the content, which keeps only the 90 px rail', async () => {
    restoreViewport = viewportMatching(TABLET_QUERY);
    await renderLayout();
    expect(sidebar()).toHaveStyle({ width: '90px' });
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar()).toHaveStyle({ width: '290px' });
    expect(screen.getByTestId('content').parentElement).toHaveStyle({ marginInlineStart: '90px' });
    expect(localStorage.getItem('sidebarCollapsed')).toBeNull();
    restoreViewport();
    restoreViewport = undefined;
  });

  it('at desktop width the expanded sidebar pushes the content', async () => {
    await renderLayout();
    expect(screen.getByTestId('content').parentElement).toHaveStyle({ marginInlineStart: '290px' });
    expect(screen.getByTestId('header-user-name')).toHaveTextContent('Nimal Silva');
    expect(screen.getByTestId('language-switcher')).toHaveTextContent('English');
  });

  it.each([
    ['tapping beside it', () => userEvent.click(screen.getByTestId('sidebar-mask'))],
    ['Esc', () => userEvent.keyboard('{Escape}')],
    ['choosing a page', async () => userEvent.click(await within(sidebar()).findByText('Blank'))],
  ])('below 768 px an opened sidebar closes on %s', async (_, close) => {
    restoreViewport = viewportMatching(MOBILE_QUERY, TABLET_QUERY);
    await renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar()).toHaveStyle({ width: '290px' });
    fireEvent.mouseEnter(sidebar());
    await close();
    await waitFor(() => expect(sidebar()).toHaveStyle({ width: '90px' }));
    expect(screen.queryByTestId('sidebar-mask')).not.toBeInTheDocument();
  });

  it('below 768 px the header keeps the avatar and the language code without their names, so it fits a phone', async () => {
    restoreViewport = viewportMatching(MOBILE_QUERY, TABLET_QUERY);
    await renderLayout();
    expect(screen.queryByTestId('header-user-name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Account menu/ })).toHaveTextContent('NS');
    expect(screen.getByTestId('language-switcher')).toHaveTextContent('EN');
    expect(screen.getByTestId('language-switcher')).not.toHaveTextContent('English');
    expect(screen.getByTestId('content')).toHaveStyle({ padding: '12px' });
  });
});
