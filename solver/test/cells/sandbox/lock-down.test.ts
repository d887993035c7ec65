/** lockDown removes the network, storage and the channel to the page from a scope and from what it inherits. */
import { expect, it } from 'vitest';
import { lockDown } from '../../../src/cells/sandbox/lock-down.ts';

it('removes fetch and postMessage from the scope and its prototypes, and leaves the rest', () => {
  class GlobalScope {
    fetch() {
      return 'reached the network';
    }
    postMessage() {
      return 'reached the page';
    }
    keep() {
      return 'kept';
    }
  }
  const scope = new GlobalScope() as unknown as Record<string, unknown>;
  scope.indexedDB = {};
  lockDown(scope);
  expect(scope.fetch).toBeUndefined();
  expect(scope.postMessage).toBeUndefined();
  expect(scope.indexedDB).toBeUndefined();
  expect((GlobalScope.prototype as unknown as Record<string, unknown>).fetch).toBeUndefined();
  expect(() => {
    scope.fetch = () => 'again';
  }).toThrow(TypeError);
  expect((scope.keep as () => string)()).toBe('kept');
});
