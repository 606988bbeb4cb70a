import { act, render, screen } from '@testing-library/react';
import { DeferredSection } from '../src/ui/DeferredSection';

/** An IntersectionObserver that never sees anything come near, so sections wait for the browser's idle moments. */
class NothingNear {
  observe() {}
  disconnect() {}
}

describe('DeferredSection', () => {
  const original = globalThis.IntersectionObserver;
  const idleCallbacks: (() => void)[] = [];
  const runIdleCallbacks = () => idleCallbacks.splice(0).forEach((callback) => callback());
  beforeEach(() => {
    (window as { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback = (callback) => idleCallbacks.push(callback);
  });
  afterEach(() => {
    runIdleCallbacks();
    globalThis.IntersectionObserver = original;
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
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
    render(
      <DeferredSection minHeight={300} testId="later">
        {<p>card</p>}
      </DeferredSection>,
    );
    expect(screen.queryByText('card')).toBeNull();
    expect(screen.getByTestId('later')).toHaveStyle({ minHeight: '300px' });
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('card')).toBeInTheDocument();
  });

  it('draws the sections below the fold at idle moments one after another, each once the one before is drawn', () => {
    globalThis.IntersectionObserver = NothingNear as unknown as typeof IntersectionObserver;
    render(
      <>
        <DeferredSection minHeight={300}>{<p>first</p>}</DeferredSection>
        <DeferredSection minHeight={300}>{<p>second</p>}</DeferredSection>
      </>,
    );
    expect(idleCallbacks).toHaveLength(1);
    act(runIdleCallbacks);
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.queryByText('second')).toBeNull();
    // The first one's commit has ended its turn: the second has asked for the next idle moment.
    expect(idleCallbacks).toHaveLength(1);
    act(runIdleCallbacks);
    expect(screen.getByText('second')).toBeInTheDocument();
  });

  it('does not hold the next section back when one is drawn by scrolling or removed before its turn', () => {
    const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    globalThis.IntersectionObserver = class extends NothingNear {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        super();
        observers.push(callback);
      }
    } as unknown as typeof IntersectionObserver;
    const sections = (texts: string[]) =>
      texts.map((text) => (
        <DeferredSection key={text} minHeight={300}>
          <p>{text}</p>
        </DeferredSection>
      ));
    const { rerender } = render(<>{sections(['gone', 'scrolled to', 'last'])}</>);
    act(() => observers[1]([{ isIntersecting: true }]));
    expect(screen.getByText('scrolled to')).toBeInTheDocument();
    rerender(<>{sections(['scrolled to', 'last'])}</>);
    act(runIdleCallbacks);
    expect(screen.getByText('last')).toBeInTheDocument();
  });
});
