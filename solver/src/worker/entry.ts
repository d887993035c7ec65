/**
 * The Web Worker entry: the only file in the solver that touches `self`.
 * Pages create it with
 *   new Worker(new URL('…/solver/src/worker/entry.ts', import.meta.url), { type: 'module' })
 * and talk to it through SolverClient (client.ts).
 */
/// <reference lib="webworker" />
import type { ToWorker } from '../page/protocol.ts';
import { createWorkerHandler } from './handler.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createWorkerHandler((message, transfer) => scope.postMessage(message, transfer ?? []));
scope.addEventListener('message', (event: MessageEvent<ToWorker>) => handle(event.data));
