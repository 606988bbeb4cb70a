import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, viewportMatching } from '../src/testing';
import { DiagramImage } from '../src/ui/DiagramImage';

const loaded = (naturalWidth: number) => {
  const image = screen.getByTestId('diagram');
  Object.defineProperty(image, 'naturalWidth', { value: naturalWidth });
  fireEvent.load(image);
  return image;
};

describe('DiagramImage', () => {
  it('fills its box on a wide screen', async () => {
    const undo = viewportMatching('(min-width: 768px)');
    try {
      await renderWithProviders(<DiagramImage src="data:image/svg+xml,x" alt="Plastic flows" testId="diagram" />);
      expect(loaded(1334)).toHaveStyle({ width: '100%' });
      expect(screen.queryByTestId('diagram-scroll-hint')).toBeNull();
    } finally {
      undo();
    }
  });

  it('is loaded when it comes near the viewport, not inside the commit that draws its card', async () => {
    await renderWithProviders(<DiagramImage src="data:image/svg+xml,x" alt="Plastic flows" testId="diagram" />);
    expect(screen.getByTestId('diagram')).toHaveAttribute('loading', 'lazy');
  });

  it('keeps a readable size on a phone, scrolling sideways in its own box with a hint', async () => {
    // No media query matches: narrower than every breakpoint.
    await renderWithProviders(<DiagramImage src="data:image/svg+xml,x" alt="Plastic flows" testId="diagram" />);
    const image = loaded(1334);
    expect(image).toHaveStyle({ width: '1223px', maxWidth: 'none' });
    expect(image.parentElement).toHaveStyle({ overflowX: 'auto' });
    expect(screen.getByRole('group', { name: 'Plastic flows' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByTestId('diagram-scroll-hint')).toHaveTextContent('Scroll sideways to see the whole diagram');
  });
});
