import { i18n } from '@waste/shared';
import { fakeApi, viewportMatching } from '@waste/shared/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SankeyCard } from '../src/common/components/SankeyCard';
import { renderPage } from './renderPage';

jest.setTimeout(30_000);

const SVG = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });

describe("the authority's Sankey on /parameters (issue 40, ADR 0244)", () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('is drawn from the reconciled flows with their ranges by default, and as reported on request, in Tamil', async () => {
    const api = fakeApi(() => ({ status: 200, data: SVG }));
    await renderPage(<SankeyCard year={2025} scope={{}} fileName="colombo" levels={['LA']} />);
    await i18n.changeLanguage('ta');
    const diagramCalls = () => api.calls.filter((call) => call.url === '/mfa/diagram-la');
    await waitFor(() => expect(diagramCalls().some((call) => (call.params as { flows?: string }).flows === 'reconciled')).toBe(true));
    expect(await screen.findByTestId('mfa-sankey-image')).toBeInTheDocument();
    expect(screen.getByTestId('sankey-flows-note')).toHaveTextContent('வெளிர் பட்டை அதன் 95 % வரம்பின் மேல் எல்லை');
    expect(screen.getByRole('radio', { name: 'சமரசம் செய்யப்பட்டது' })).toBeChecked();

    fireEvent.click(screen.getByText('அறிவிக்கப்பட்டபடி'));
    await waitFor(() => expect(diagramCalls().at(-1)!.params).toMatchObject({ flows: 'reported', lang: 'ta' }));
    expect(screen.getByTestId('sankey-flows-note')).toHaveTextContent('மதிப்பீட்டை விட அதிகமாக அறிவிக்கப்பட்டது தனி ஓட்டமாக');
    cleanup();
    api.restore();
  });

  it('stacks the three levels on a phone in Tamil, so none is cut at the card edge, and sets them side by side from 768 px', async () => {
    const api = fakeApi(() => ({ status: 200, data: SVG }));
    await i18n.changeLanguage('ta');
    await renderPage(<SankeyCard year={2025} scope={{}} fileName="colombo" />);
    const levels = await screen.findByTestId('mfa-sankey-level');
    expect(levels).toHaveClass('ant-segmented-vertical');
    for (const name of ['உள்ளூராட்சி மன்றம்', 'மாவட்டம்', 'மாகாணம்']) expect(within(levels).getByRole('radio', { name })).toBeInTheDocument();
    cleanup();

    const restore = viewportMatching('(min-width: 768px)');
    await renderPage(<SankeyCard year={2025} scope={{}} fileName="colombo" />);
    expect(await screen.findByTestId('mfa-sankey-level')).not.toHaveClass('ant-segmented-vertical');
    restore();
    cleanup();
    api.restore();
  });
});
