import { fakeApi, viewportMatching } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import { LinesFilters } from '../src/common/components/LinesFilters';
import { renderPage } from './renderPage';

const filters = () => <LinesFilters value={{}} onSearch={() => undefined} testId="filters" words />;

describe('the HS code and sector filters', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi(() => ({ status: 200, data: { sectors: [] } }));
  });
  afterEach(() => api.restore());

  it('stand in one row on a wide screen', async () => {
    const undo = viewportMatching('(min-width: 576px)');
    try {
      await renderPage(filters());
      expect(await screen.findByTestId('filters')).toHaveClass('ant-form-inline');
    } finally {
      undo();
    }
  });

  it('put their labels above the fields on a phone, no field wider than the screen', async () => {
    await renderPage(filters());
    expect(await screen.findByTestId('filters')).toHaveClass('ant-form-vertical');
    expect(screen.getByRole('textbox')).toHaveStyle({ maxWidth: '100%' });
  });
});
