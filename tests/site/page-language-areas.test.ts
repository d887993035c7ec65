import { afterEach, describe, expect, it, vi } from 'vitest';

/** page-language.ts as a page has it: a document, fresh module state, nothing provided. */
async function onAPage(lang: string) {
  vi.resetModules();
  vi.stubGlobal('document', { documentElement: { lang } });
  return import('../../src/i18n/page-language.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('a page fetches the catalogue areas its widgets name, and only those', () => {
  it('the named areas and the frame and kit answer in the page language; an area nobody named throws, naming it', async () => {
    const { loadPageMessages, pageMessages } = await onAPage('zh-Hans');
    const { zh } = await import('../../src/i18n/zh/index.ts');
    const words = await loadPageMessages(['twoPhase']);
    expect(words.twoPhase).toEqual(zh.twoPhase);
    expect(pageMessages().site).toEqual(zh.site);
    expect(pageMessages().kit).toEqual(zh.kit);
    expect(() => pageMessages().classic).toThrow(/"classic" words were used before they were loaded/);
  });

  it('a later widget adds its areas to what has arrived', async () => {
    const { loadPageMessages, pageMessages } = await onAPage('en');
    const { en } = await import('../../src/i18n/en/index.ts');
    await loadPageMessages(['pdb']);
    expect(() => pageMessages().ida).toThrow(/"ida"/);
    await loadPageMessages(['ida']);
    expect(pageMessages().ida).toEqual(en.ida);
    expect(pageMessages().pdb).toEqual(en.pdb);
  });

  it('a spread of the page words carries every area that has arrived (a code cell adds its own words so)', async () => {
    const { loadPageMessages, pageMessages } = await onAPage('en');
    const { en } = await import('../../src/i18n/en/index.ts');
    await loadPageMessages(['cube']);
    const spread = { ...pageMessages(), extra: 1 };
    expect(Object.keys(spread).sort()).toEqual(['cube', 'extra', 'kit', 'site']);
    expect(spread.cube).toEqual(en.cube);
  });
});
