import { act, screen } from '@testing-library/react';
import { i18n } from '../src';
import { renderWithProviders, viewportMatching } from '../src/testing';
import { SankeyFlowsChoice } from '../src/mfa/reconciliation/SankeyFlowsChoice';

const segmented = () => screen.getByTestId('sankey-flows').querySelector('.ant-segmented')!;

// Issue 43's screenshot walk: side by side, the Tamil "As reported" ran off a phone's card.
describe('the Sankey flows choice', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('stacks its two choices on a phone, so the Tamil words stay on the card', async () => {
    await renderWithProviders(<SankeyFlowsChoice value="reconciled" onChange={() => undefined} />);
    await act(() => i18n.changeLanguage('ta'));
    expect(segmented()).toHaveClass('ant-segmented-vertical');
    expect(screen.getByText('அறிவிக்கப்பட்டபடி')).toBeInTheDocument();
  });

  it('keeps them side by side on a wider screen', async () => {
    const undo = viewportMatching('(min-width: 576px)', '(min-width: 768px)');
    try {
      await renderWithProviders(<SankeyFlowsChoice value="reconciled" onChange={() => undefined} />);
      expect(segmented()).not.toHaveClass('ant-segmented-vertical');
    } finally {
      undo();
    }
  });
});
