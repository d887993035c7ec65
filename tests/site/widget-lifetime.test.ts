import { afterEach, describe, expect, it, vi } from 'vitest';
import { busyHolds, holdBusy } from '../../src/widgets/shared/busy.ts';
import { Lifetime } from '../../src/widgets/shared/lifetime.ts';
import { partsOf } from '../../src/widgets/shared/parts.ts';
import { Scheduled } from '../../src/widgets/shared/scheduled.ts';

afterEach(() => vi.useRealTimers());

describe('Lifetime', () => {
  it('removes every listener it added when it ends', () => {
    const lifetime = new Lifetime();
    const target = new EventTarget();
    const heard: string[] = [];
    lifetime.listen(target, 'ping', () => heard.push('a'));
    lifetime.listen(target, 'ping', () => heard.push('b'));
    target.dispatchEvent(new Event('ping'));
    lifetime.end();
    target.dispatchEvent(new Event('ping'));
    expect(heard).toEqual(['a', 'b']);
  });

  it('runs owned cleanups once, at the end, and at once after it', () => {
    const lifetime = new Lifetime();
    const ran: string[] = [];
    lifetime.own(() => ran.push('first'));
    expect(ran).toEqual([]);
    lifetime.end();
    lifetime.end();
    lifetime.own(() => ran.push('late'));
    expect(ran).toEqual(['first', 'late']);
    expect(lifetime.ended).toBe(true);
  });

  it('disconnects its ResizeObservers when it ends', () => {
    const disconnected: number[] = [];
    let made = 0;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        readonly n = ++made;
        observe() {}
        disconnect() {
          disconnected.push(this.n);
        }
      },
    );
    const lifetime = new Lifetime();
    lifetime.observeResize({} as Element, () => {});
    lifetime.observeResize({} as Element, () => {});
    expect(disconnected).toEqual([]);
    lifetime.end();
    expect(disconnected).toEqual([1, 2]);
    vi.unstubAllGlobals();
  });
});

describe('Scheduled', () => {
  it('keeps one pending callback and is cancelled by the lifetime', () => {
    vi.useFakeTimers();
    const lifetime = new Lifetime();
    const timer = new Scheduled(lifetime);
    const ran: number[] = [];
    timer.schedule(() => ran.push(1), 100);
    timer.schedule(() => ran.push(2), 100);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual([2]);
    timer.schedule(() => ran.push(3), 100);
    timer.scheduleOnce(() => ran.push(4), 10);
    expect(timer.pending).toBe(true);
    lifetime.end();
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual([2]);
    expect(timer.pending).toBe(false);
  });
});

describe('holdBusy', () => {
  const fakeHost = () => {
    const attributes = new Map<string, string>();
    return {
      attributes,
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
      removeAttribute: (name: string) => void attributes.delete(name),
    };
  };

  it('stays busy until the last hold is released, and a release counts once', () => {
    const host = fakeHost();
    const a = holdBusy(host);
    const b = holdBusy(host);
    expect(host.attributes.get('aria-busy')).toBe('true');
    a();
    a();
    expect(host.attributes.get('aria-busy')).toBe('true');
    expect(busyHolds(host)).toBe(1);
    b();
    expect(host.attributes.has('aria-busy')).toBe(false);
    expect(busyHolds(host)).toBe(0);
  });
});

describe('partsOf', () => {
  it('finds parts and names the widget and selector when one is missing', () => {
    const input = { tag: 'input' };
    const root = {
      localName: 'pc-test',
      querySelector: (s: string) => (s === '.in' ? input : null),
      querySelectorAll: (s: string) => (s === '.in' ? [input] : []),
    } as unknown as ParentNode & { localName: string };
    const $ = partsOf(root);
    expect($.one('.in')).toBe(input);
    expect($.all('.in')).toEqual([input]);
    expect(() => $.one('.out')).toThrow('pc-test: missing .out');
  });
});
