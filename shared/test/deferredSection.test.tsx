import { act, render, screen } from '@testing-library/react';
import { DeferredSection } from '../src/ui/DeferredSection';

describe('DeferredSection', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('draws at once where the browser cannot tell what is visible', () => {
    render(<DeferredSection minHeight={300}>{<p>card</p>}</DeferredSection>);
    expect(screen.getByText('card')).toBeInTheDocument();
  });

  it('keeps the section’s height until it comes near the viewport, then draws it', () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    globalThis.IntersectionObserver = class {
      constructor(callback: typeof notify) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    render(<DeferredSection minHeight={300} testId="later">{<p>card</p>}</DeferredSection>);
    expect(screen.queryByText('card')).toBeNull();
    expect(screen.getByTestId('later')).toHaveStyle({ minHeight: '300px' });
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('card')).toBeInTheDocument();
  });
});
