#!/usr/bin/env node
/**
 * The `pocket-cube` command. Installed from the package, it runs the
 * compiled CLI (dist/cli.js). In this repository it runs the TypeScript
 * source directly (Node ≥ 22.12 strips the types; it refuses to do so only
 * under node_modules), so `npx pocket-cube` works on a fresh clone without a
 * build and never runs a stale dist/.
 */
import { existsSync, realpathSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = realpathSync(fileURLToPath(import.meta.url));
const source = new URL('../src/cli.ts', pathToFileURL(here));
const installed = here.split(/[\\/]/).includes('node_modules');
await import(!installed && existsSync(source) ? source.href : new URL('../dist/cli.js', pathToFileURL(here)).href);
