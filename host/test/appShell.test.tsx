import { initI18n } from '@waste/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { App } from '../src/app/App';
import { ScrollToTop, SCROLL_CONTAINER_ATTRIBUTE } from '../src/layout/ScrollToTop';
import { registerHostTranslations } from '../src/i18n/hostTranslations';

jest.mock('../src/app/AppRoutes', () => ({
  AppRoutes: () => {
    throw new Error('a page broke while rendering');
  },
}));

describe('app shell', () => {
  beforeAll(async () => {
    await initI18n();
    registerHostTranslations();
  });

  it("a render error anywhere inside the router shows 'Something went wrong' and 'Refresh Page'", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<App />);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('every route change scrolls the window and the content container to the top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <ScrollToTop />
        <div data-testid="content" {...{ [SCROLL_CONTAINER_ATTRIBUTE]: '' }}>
          <Routes>
            <Route path="/dashboard" element={<Link to="/requests">to requests</Link>} />
            <Route path="/requests" element={<Link to="/dashboard">back</Link>} />
          </Routes>
        </div>
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    const content = screen.getByTestId('content');
    content.scrollTop = 400;
    await userEvent.click(screen.getByText('to requests'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(content.scrollTop).toBe(0);
  });
});
