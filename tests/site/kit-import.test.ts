import { expect, it } from 'vitest';

it('the kit loads without a DOM (build-time code may import its vocabulary and formatting)', async () => {
  const kit = await import('../../src/widgets/shared/kit.ts');
  expect(kit.formatCount(3674160)).toBe('3,674,160');
  expect(kit.METRIC_ABBREVIATIONS.qtm).toBe('QTM');
  expect(typeof kit.WidgetElement).toBe('function');
});
