import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FadeIn } from './FadeIn';
import { fadeInObserverOptions, shouldHideUntilInView, staggerStep } from './fadeInLogic';

describe('shouldHideUntilInView', () => {
  const base = { top: 2000, viewportHeight: 800, reducedMotion: false, hasIntersectionObserver: true };
  it('hides only what starts below the fold', () => {
    expect(shouldHideUntilInView(base)).toBe(true);
    expect(shouldHideUntilInView({ ...base, top: 100 })).toBe(false);
    expect(shouldHideUntilInView({ ...base, top: 799 })).toBe(false);
  });
  it('never hides under reduced motion or without IntersectionObserver', () => {
    expect(shouldHideUntilInView({ ...base, reducedMotion: true })).toBe(false);
    expect(shouldHideUntilInView({ ...base, hasIntersectionObserver: false })).toBe(false);
  });
});

describe('staggerStep', () => {
  it('keeps whole, non-negative steps up to the cap', () => {
    expect(staggerStep(3, 10)).toBe(3);
    expect(staggerStep(2.7, 10)).toBe(2);
    expect(staggerStep(-1, 10)).toBe(0);
    expect(staggerStep(Number.NaN, 10)).toBe(0);
    expect(staggerStep(40, 10)).toBe(10);
  });
});

class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  trigger(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function mockMotion(reduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduced && query.includes('reduce'), media: query })),
  );
}

function placeAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
}

describe('FadeIn', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    mockMotion(false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('leaves content above the fold untouched', () => {
    placeAt(10);
    render(<FadeIn>Hero</FadeIn>);
    expect(screen.getByText('Hero')).not.toHaveAttribute('data-state');
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('hides content below the fold, then shows it once it scrolls into view', () => {
    placeAt(5000);
    render(<FadeIn index={2}>Later</FadeIn>);
    const element = screen.getByText('Later');
    expect(element).toHaveAttribute('data-state', 'hidden');
    const observer = FakeObserver.instances[0]!;
    expect(observer.options).toEqual(fadeInObserverOptions);
    expect(observer.options).toEqual({ threshold: 0.1, rootMargin: '0px 0px -50px 0px' });

    act(() => observer.trigger(false));
    expect(element).toHaveAttribute('data-state', 'hidden');
    act(() => observer.trigger(true));
    expect(element).toHaveAttribute('data-state', 'shown');
    expect(observer.disconnected).toBe(true);
  });

  it('never hides anything under reduced motion', () => {
    mockMotion(true);
    placeAt(5000);
    render(<FadeIn>Calm</FadeIn>);
    expect(screen.getByText('Calm')).not.toHaveAttribute('data-state');
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('stops observing when unmounted', () => {
    placeAt(5000);
    const { unmount } = render(<FadeIn>Gone</FadeIn>);
    unmount();
    expect(FakeObserver.instances[0]!.disconnected).toBe(true);
  });
});
