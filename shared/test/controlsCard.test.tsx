import { screen, within } from '@testing-library/react';
import { renderWithProviders, viewportMatching } from '../src/testing';
import { ControlsCard } from '../src/ui/ControlsCard';

const card = () => (
  <ControlsCard title="மாதத்துக்குத் தொன்கள், 2026" controls={<button type="button">பதிவிறக்கு</button>} data-testid="card">
    <p>chart</p>
  </ControlsCard>
);

describe('ControlsCard', () => {
  it('keeps its controls in the head beside the title on a wide screen', async () => {
    const undo = viewportMatching('(min-width: 576px)');
    try {
      await renderWithProviders(card());
      const head = screen.getByTestId('card').querySelector('.ant-card-head')!;
      expect(within(head as HTMLElement).getByRole('button', { name: 'பதிவிறக்கு' })).toBeInTheDocument();
    } finally {
      undo();
    }
  });

  it('moves them into the body on a phone, leaving the head to a wrapping title', async () => {
    await renderWithProviders(card());
    const head = screen.getByTestId('card').querySelector('.ant-card-head')!;
    expect(within(head as HTMLElement).queryByRole('button')).toBeNull();
    const body = screen.getByTestId('card').querySelector('.ant-card-body')!;
    expect(within(body as HTMLElement).getByRole('button', { name: 'பதிவிறக்கு' })).toBeInTheDocument();
    expect(head.querySelector('.ant-card-head-title')).toHaveStyle({ whiteSpace: 'normal' });
  });
});
