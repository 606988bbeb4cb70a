import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { deferredComponent } from '../src/ui/deferredComponent';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

describe('a deferred component', () => {
  it('draws nothing until its code is there, then itself', async () => {
    const Deferred = deferredComponent(() => Promise.resolve(Counter));
    render(<Deferred label="clicks" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(await screen.findByRole('button', { name: 'clicks 0' })).toBeInTheDocument();
  });

  it('holds the place it names until its code is there, so what comes below it does not move', async () => {
    const Deferred = deferredComponent(() => Promise.resolve(Counter), <div data-testid="held" style={{ minHeight: 360 }} />);
    render(<Deferred label="clicks" />);
    expect(screen.getByTestId('held')).toHaveStyle({ minHeight: '360px' });
    expect(await screen.findByRole('button', { name: 'clicks 0' })).toBeInTheDocument();
    expect(screen.queryByTestId('held')).toBeNull();
  });

  it('draws in the same render when mounted after its code came, so a part that waited for it draws whole', async () => {
    const Deferred = deferredComponent(() => Promise.resolve(Counter));
    await Deferred.load();
    render(<Deferred label="clicks" />);
    expect(screen.getByRole('button', { name: 'clicks 0' })).toBeInTheDocument();
  });

  it('keeps the state of one mounted before its code came', async () => {
    const Deferred = deferredComponent(() => Promise.resolve(Counter));
    const { rerender } = render(<Deferred label="clicks" />);
    await userEvent.click(await screen.findByRole('button'));
    rerender(<Deferred label="taps" />);
    expect(await screen.findByRole('button', { name: 'taps 1' })).toBeInTheDocument();
  });

  it('fetches its code once', async () => {
    const load = jest.fn(() => Promise.resolve(Counter));
    const Deferred = deferredComponent(load);
    render(
      <>
        <Deferred label="first" />
        <Deferred label="second" />
      </>,
    );
    await Deferred.load();
    expect(await screen.findByRole('button', { name: 'second 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
