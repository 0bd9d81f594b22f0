import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './use-near-viewport';

/** A stand-in IntersectionObserver the test drives: it records what is observed and reports on demand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

function Probe({ enabled }: { enabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, enabled);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.instances = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('is near at once when deferral is off', () => {
    render(<Probe enabled={false} />);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('waits until the element comes within the margin below the viewport, then stops watching', () => {
    render(<Probe enabled />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const [observer] = FakeObserver.instances;
    expect(observer!.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    act(() => observer!.report(false));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observer!.report(true));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer!.disconnected).toBe(true);
  });

  it('is near at once where IntersectionObserver does not exist', () => {
    // @ts-expect-error: an old browser
    delete globalThis.IntersectionObserver;
    render(<Probe enabled />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
