import { describe, expect, it } from 'vitest';
import { createReaderState, type ReaderEnv } from '../../src/lib/reader-state.ts';
import { Lifetime } from '../../src/widgets/shared/lifetime.ts';
import { ReaderBinding } from '../../src/widgets/shared/reader-binding.ts';

function fakeEnv(): ReaderEnv {
  const location = { href: 'https://x.test/ch/' };
  return { location, history: { state: null, replaceState: (_d, _u, url) => void (location.href = url) }, storage: null };
}

describe('ReaderBinding', () => {
  it('hears changes that differ from what the widget shows, until its lifetime ends', () => {
    const state = createReaderState(fakeEnv());
    const lifetime = new Lifetime();
    const binding = new ReaderBinding(state, lifetime);
    let shown = state.get('scramble');
    const heard: string[] = [];
    binding.follow('scramble', () => shown, (value) => {
      heard.push(value);
      shown = value;
    });
    state.set({ scramble: 'R U' });
    shown = 'F'; // the widget itself typed F and wrote it
    state.set({ scramble: 'F' });
    expect(heard).toEqual(['R U']);
    lifetime.end();
    state.set({ scramble: 'U2' });
    expect(heard).toEqual(['R U']);
    expect(binding.get('scramble')).toBe('U2');
  });
});
