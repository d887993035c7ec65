/**
 * kit.ts is the kit's real surface (issue 34): a widget takes the kit's behaviour — lifecycle,
 * requests, reader state, controls, playback — through `../shared/kit.ts` alone, never from
 * the files behind it, so the README's "one import" is true. The kit's drawings and the
 * scramble field (it brings a catalogue area of its own) are imported from their own files
 * (README, "Building a widget with the kit").
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const WIDGETS = fileURLToPath(new URL('../../src/widgets/', import.meta.url));
const KIT = fileURLToPath(new URL('../../src/widgets/shared/kit.ts', import.meta.url));

/** The modules kit.ts re-exports: the ones no widget may import directly. */
function kitModules(): string[] {
  return [...readFileSync(KIT, 'utf8').matchAll(/from '\.\/([a-z-]+)\.ts'/g)].map((m) => m[1]);
}

it('kit.ts re-exports the behaviour modules', () => {
  expect(kitModules()).toEqual(expect.arrayContaining(['widget-element', 'lifetime', 'latest-request', 'reader-binding', 'reader-choice', 'playback-controls']));
});

it('no widget imports a module behind kit.ts directly', () => {
  const behind = new Set(kitModules());
  const offenders = readdirSync(WIDGETS, { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|astro)$/.test(file) && !file.startsWith('shared/'))
    .flatMap((file) =>
      [...readFileSync(join(WIDGETS, file), 'utf8').matchAll(/from '\.\.\/shared\/([a-z-]+)\.ts'/g)]
        .filter((m) => behind.has(m[1]))
        .map((m) => `${file} imports shared/${m[1]}.ts`),
    );
  expect(offenders).toEqual([]);
});
