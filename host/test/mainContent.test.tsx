import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { MAIN_CONTENT_ID, useFocusMainOnRouteChange } from '../src/layout/mainContent';

/** A layout whose /profile page shows its heading only once its data is in, as a remote's page does. */
function Layout() {
  useFocusMainOnRouteChange();
  const navigate = useNavigate();
  const [dataIn, setDataIn] = useState(false);
  return (
    <>
      <input aria-label="Search pages" />
      <button type="button" onClick={() => navigate('/profile')}>
        Open profile
      </button>
      <button type="button" onClick={() => setDataIn(true)}>
        Data in
      </button>
      <main id={MAIN_CONTENT_ID}>
        <Routes>
          <Route path="/" element={<h1>Dashboard</h1>} />
          <Route path="/profile" element={dataIn ? <h1>Profile</h1> : <p>Loading</p>} />
        </Routes>
      </main>
    </>
  );
}

describe('focus after a route change', () => {
  beforeEach(() => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Layout />
      </MemoryRouter>,
    );
  });

  it("moves from the control that navigated to the new page's heading once the heading renders", async () => {
    const menuEntry = screen.getByRole('button', { name: 'Open profile' });
    menuEntry.focus();
    act(() => menuEntry.click());
    expect(menuEntry).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Data in' }).click());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Profile' })).toHaveFocus());
  });

  it('leaves focus in a field being typed in (the page search) when the heading arrives', async () => {
    const search = screen.getByRole('textbox', { name: 'Search pages' });
    search.focus();
    // The router commits a navigation as a transition: the user may be typing in the search already.
    act(() => screen.getByRole('button', { name: 'Open profile' }).click());
    act(() => screen.getByRole('button', { name: 'Data in' }).click());
    await screen.findByRole('heading', { name: 'Profile' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(search).toHaveFocus();
  });
});
