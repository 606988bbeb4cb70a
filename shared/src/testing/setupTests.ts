import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { matchMediaAnswering } from './matchMediaStub';
import { TextDecoder, TextEncoder } from 'node:util';

// A timer-based MessageChannel: Node's real one keeps jest's event loop alive.
class MessageChannelStub {
  port1: { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (data: unknown) => void };
  port2: { onmessage: ((event: { data: unknown }) => void) | null; postMessage: (data: unknown) => void };
  constructor() {
    this.port1 = { onmessage: null, postMessage: (data) => setTimeout(() => this.port2.onmessage?.({ data })) };
    this.port2 = { onmessage: null, postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data })) };
  }
}

// react-router 7 and antd's form need these; jsdom leaves them out.
Object.assign(globalThis, { TextEncoder, TextDecoder, MessageChannel: MessageChannelStub });

// antd reads these browser APIs, which jsdom does not have.
Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaAnswering() });

// jsdom has no canvas and says so on the console: as a browser without one, charts estimate text widths.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

// As a browser does, it reports each observed element's size once (jsdom lays nothing out: 0).
class ResizeObserverStub {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    setTimeout(() =>
      this.callback([{ target, contentRect: { width: 0, height: 0 } } as ResizeObserverEntry], this as unknown as ResizeObserver),
    );
  }
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver ??= ResizeObserverStub;

// Pages draw through deferred chunks and fake API promises: on a loaded 2-core CI machine the default 1 s
// wait for findBy*/waitFor ran out before the first page appeared (HsCodesPage failed that way).
configure({ asyncUtilTimeout: 10_000 });
