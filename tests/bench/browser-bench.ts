/**
 * `npm run bench:browser`: the heavy widgets timed in Chromium, as a reader
 * uses them: the chapter 4 BFS, the chapter 5 quality map, the chapter 1
 * solve of a hardest position and the chapter 6 lab. Per job it reports
 *
 * - the worker's own time for the job (the `ms` of its result),
 * - the round trip the page saw (request posted → result received),
 * - the longest stretch of the page's own script in any long animation frame
 *   during the job (Long Animation Frames API): how long the main thread was
 *   unable to respond because of our code. Heavy work runs in the worker
 *   (tests/site/main-thread-imports.test.ts), so this should stay small.
 *
 * Cold = a fresh page (new worker, nothing compiled yet); warm = the same job
 * again on that page. Each job runs on RUNS fresh pages; medians are printed
 * as Markdown and all runs go to bench/results/browser.json.
 *
 * Needs a build under the test base path (`npm run bench:browser` makes one).
 * Timings, so they live here and not in the tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { type Browser, type Page, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../browser/chromium.ts';
import { SOLVER_REACH_FIGURES as reach } from 'pocket-cube-solver/internals';
import { type ReidBrowserFigures, measureReidInBrowser } from './reid-browser.ts';
import { type TwoPhaseBrowserFigures, measureTwoPhaseInBrowser } from './two-phase-browser.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.PREVIEW_PORT ?? 4791);
const BASE = '/pocket-cube-notebook/';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RESULTS = new URL('../../bench/results/browser.json', import.meta.url);
/** One of the 2,644 positions 11 moves from solved in HTM (`pocket-cube scramble --distance 11 --seed 6`). */
const HARDEST = "F' U2 R2 U' F U2 R' F' U2 R' U'";

interface JobFigures {
  /** The worker's own time for the job's request(s), summed. */
  readonly workerMs: number;
  /** Request posted → result received, as the page saw it, summed. */
  readonly roundTripMs: number;
  /** Longest run of page script in a long animation frame during the job (0 if none was long). */
  readonly longestScriptMs: number;
  /** Longest long animation frame during the job, script or not (includes layout, paint, waiting for a CPU). */
  readonly longestFrameMs: number;
  /** Animation frames over 50 ms during the job (the API reports no shorter ones). */
  readonly longFrames: number;
}

interface Job {
  readonly name: string;
  readonly page: string;
  /** Request types whose results count for this job. */
  readonly types: readonly string[];
  /** Brings the page to where the job can start (not timed). */
  readonly prepare?: (page: Page) => Promise<void>;
  /** Starts the job and resolves when the widget shows it done. */
  readonly run: (page: Page, round: number) => Promise<void>;
}

const done = async (page: Page, selector: string, pattern: RegExp, timeout = 60_000) =>
  page.locator(selector).filter({ hasText: pattern }).waitFor({ timeout });

function bfsJob(metric: 'htm' | 'qtm'): Job {
  return {
    name: `BFS, all states (${metric.toUpperCase()})`,
    page: 'chapters/04-breadth-first-search/',
    types: ['bfs'],
    prepare: async (page) => {
      await page.locator('pc-depth-histogram').getByRole('radio', { name: metric.toUpperCase() }).check();
    },
    run: async (page, round) => {
      const widget = page.locator('pc-depth-histogram');
      await widget.getByRole('button', { name: /^Run (BFS|again)$/ }).click();
      await done(page, 'pc-depth-histogram .dh-status', /^Done on your machine in/);
      // The next round must not see this round's text.
      if (round === 0) await widget.getByRole('button', { name: 'Run again' }).waitFor();
    },
  };
}

const qualityJob: Job = {
  // Warm: the orientation PDB's map on the same page (the page keeps the max map it has, so asking again would not reach the worker).
  name: 'Quality map, HTM (cold: max of both PDBs; warm: orientation PDB)',
  page: 'chapters/05-pattern-databases/?metric=htm',
  types: ['quality'],
  prepare: async (page) => {
    await page.locator('pc-quality-map').scrollIntoViewIfNeeded();
  },
  run: async (page, round) => {
    const widget = page.locator('pc-quality-map');
    if (round === 0) {
      await widget.getByRole('button', { name: 'Compute in your browser' }).click();
      await done(page, 'pc-quality-map .qm-status', /^Computed in your browser.*max of both/);
    } else {
      await widget.getByRole('radio', { name: 'orientation PDB' }).check();
      await done(page, 'pc-quality-map .qm-status', /^Computed in your browser.*orientation PDB/);
    }
  },
};

const solveJob: Job = {
  name: `Solve a hardest position (HTM, max PDB): ${HARDEST}`,
  page: 'chapters/01-the-pocket-cube/',
  types: ['solve'],
  prepare: async (page) => {
    await done(page, 'pc-playground .pg-result-text', /^(Optimal solution|Already solved)/);
  },
  run: async (page, round) => {
    const input = page.locator('pc-playground').getByRole('textbox', { name: 'Scramble' });
    // Warm: the same position again, reached by a different (equivalent) text so the page asks anew.
    await input.fill(round === 0 ? HARDEST : `${HARDEST} R R'`);
    await done(page, 'pc-playground .pg-result-text', /^Optimal solution.*11 moves/);
  },
};

const labJob: Job = {
  name: 'Heuristic lab, all five heuristics (HTM)',
  page: "chapters/06-ida-star/?scramble=R+U2+F'+R+U'+F2",
  types: ['lab'],
  prepare: async (page) => {
    await page.locator('pc-heuristic-lab').scrollIntoViewIfNeeded();
    await page.locator('pc-heuristic-lab').getByRole('radio', { name: 'permutation PDB' }).check();
  },
  run: async (page) => {
    const lab = page.locator('pc-heuristic-lab');
    await lab.getByRole('button', { name: 'Run them all' }).click();
    await done(page, 'pc-heuristic-lab .lab-verdict', /^(Fewest|No heuristic)/);
    await page.waitForFunction(() => document.querySelector('pc-heuristic-lab')?.getAttribute('aria-busy') !== 'true');
  },
};

/**
 * Chapter 8: Korf's 88,179,840-state corner database, built by the generic BFS
 * in the worker. Cold is the build (a plain native C BFS takes ~5 s HTM / ~3 s
 * QTM on these machines); warm asks again and gets the worker's kept table.
 */
function cornerPdbJob(metric: 'htm' | 'qtm'): Job {
  return {
    name: `3×3×3 corner PDB, 88,179,840 states (${metric.toUpperCase()})`,
    page: 'chapters/08-toward-the-3x3x3/',
    types: ['cornerPdb'],
    prepare: async (page) => {
      await page.locator('pc-corner-pdb').getByRole('radio', { name: metric.toUpperCase() }).check();
    },
    run: async (page) => {
      await page.locator('pc-corner-pdb').getByRole('button', { name: 'Build the corner database' }).click();
      await done(page, 'pc-corner-pdb .cp-status', /^(Built in your browser|Your worker had already built)/, 300_000);
    },
  };
}

/**
 * Chapter 8's 3×3×3 solver on the longest seeded scramble the page solves
 * within the reach budget (solver/src/three/solver-reach.json). Cold
 * includes building the databases in the worker; warm reuses them. The worker
 * time is the search alone.
 */
const THIRTEEN = reach.rows.find((r) => r.status === 'solved' && r.optimalLength === 13)!;
const threeSolveJob: Job = {
  name: `3×3×3 solve, optimal length 13, ${THIRTEEN.generated.toLocaleString('en-US')} nodes: ${THIRTEEN.scramble}`,
  page: 'chapters/08-toward-the-3x3x3/',
  types: ['threeSolve'],
  prepare: async (page) => {
    const widget = page.locator('pc-three-solver');
    await widget.scrollIntoViewIfNeeded();
    await widget.getByRole('combobox', { name: 'Node budget' }).selectOption(String(reach.budget));
    await widget.getByRole('textbox', { name: '3×3×3 scramble' }).fill(THIRTEEN.scramble);
  },
  run: async (page, round) => {
    const widget = page.locator('pc-three-solver');
    await widget.getByRole('button', { name: 'Solve optimally' }).click();
    await done(page, 'pc-three-solver .ts-status', round === 0 ? /^Optimal: 13 moves.*after/ : /^Optimal: 13 moves/, 300_000);
    if (round === 0) await widget.getByRole('button', { name: 'Solve optimally' }).waitFor();
  },
};

/** BENCH_JOBS=corner (a substring of job names, case-insensitive) runs only the matching jobs. */
const JOBS: Job[] = [bfsJob('htm'), bfsJob('qtm'), qualityJob, solveJob, labJob, cornerPdbJob('htm'), cornerPdbJob('qtm'), threeSolveJob].filter(
  (job) => !process.env.BENCH_JOBS || job.name.toLowerCase().includes(process.env.BENCH_JOBS.toLowerCase()),
);
// Then the 3-D cube's turns (measureTurns): long animation frames while layers turn, no worker involved.

/** What the init script keeps on the page. */
interface Bench {
  __bench: {
    results: { type: string; posted: number; received: number; ms: number | null }[];
    frames: { start: number; duration: number; script: number; invoker?: string }[];
    reset(): void;
  };
}

/** Runs before any page script: wraps Worker to time requests, and watches long animation frames. */
function instrument() {
  const state: Bench['__bench'] = {
    results: [],
    frames: [],
    reset() {
      this.results.length = 0;
      this.frames.length = 0;
    },
  };
  (window as unknown as Bench).__bench = state;
  const pending = new Map<number, { type: string; posted: number }>();
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', (event: MessageEvent) => {
        const m = event.data as { kind: string; id: number; result?: { ms?: number; runs?: { ms: number }[] } };
        const request = pending.get(m.id);
        if (!request || m.kind === 'progress') return;
        pending.delete(m.id);
        if (m.kind === 'result') {
          // The lab's result has one time per heuristic it ran.
          const ms = m.result?.ms ?? m.result?.runs?.reduce((sum, run) => sum + run.ms, 0) ?? null;
          state.results.push({ ...request, received: performance.now(), ms });
        }
      });
    }
    postMessage(message: unknown, ...rest: unknown[]) {
      const m = message as { kind?: string; id: number; type: string };
      if (m?.kind === 'request') pending.set(m.id, { type: m.type, posted: performance.now() });
      return (Native.prototype.postMessage as (...args: unknown[]) => void).call(this, message, ...rest);
    }
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { startTime: number; duration: number; scripts: { duration: number; invoker: string }[] }[]) {
      const longest = entry.scripts.reduce<{ duration: number; invoker: string } | null>((a, b) => (a && a.duration >= b.duration ? a : b), null);
      state.frames.push({ start: entry.startTime, duration: entry.duration, script: longest?.duration ?? 0, invoker: longest?.invoker ?? '' });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

async function measure(page: Page, job: Job, round: number): Promise<JobFigures> {
  await page.evaluate(() => (window as unknown as Bench).__bench.reset());
  const t0 = await page.evaluate(() => performance.now());
  await job.run(page, round);
  await page.waitForTimeout(100); // let the frame that drew the result be reported
  const { results, frames } = await page.evaluate(() => (window as unknown as Bench).__bench);
  const counted = results.filter((r) => job.types.includes(r.type));
  if (counted.length === 0) throw new Error(`${job.name}: no ${job.types.join('/')} result arrived from the worker`);
  const during = frames.filter((f) => f.start >= t0);
  return {
    workerMs: counted.reduce((sum, r) => sum + (r.ms ?? 0), 0),
    roundTripMs: counted.reduce((sum, r) => sum + (r.received - r.posted), 0),
    longestScriptMs: Math.max(0, ...during.map((f) => f.script)),
    longestFrameMs: Math.max(0, ...during.map((f) => f.duration)),
    longFrames: during.length,
  };
}

/**
 * The meter must read: block the main thread for 150 ms on purpose and check
 * that a long frame with that much script is reported. Without this, "0 long
 * frames" could just mean the observer saw nothing.
 */
async function calibrate(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  await page.addInitScript(instrument);
  await page.goto(`${ORIGIN}${BASE}`);
  await page.evaluate(() => (window as unknown as Bench).__bench.reset());
  await page.evaluate(() =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        const until = performance.now() + 150;
        while (performance.now() < until) {
          // busy on purpose
        }
        resolve();
      }),
    ),
  );
  await page.waitForTimeout(200);
  const seen = Math.max(0, ...(await page.evaluate(() => (window as unknown as Bench).__bench.frames.map((f) => f.script))));
  await page.close();
  if (seen < 140) throw new Error(`the long-frame meter missed a 150 ms block (saw ${seen} ms): its figures would mean nothing`);
  return seen;
}

async function runJob(browser: Browser, job: Job): Promise<{ cold: JobFigures[]; warm: JobFigures[] }> {
  const cold: JobFigures[] = [];
  const warm: JobFigures[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(instrument);
    await page.goto(`${ORIGIN}${BASE}${job.page}`);
    if (!(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')))) {
      throw new Error(`Chromium ${browser.version()} does not report long animation frames`);
    }
    await job.prepare?.(page);
    cold.push(await measure(page, job, 0));
    warm.push(await measure(page, job, 1));
    await context.close();
    if (errors.length > 0) throw new Error(`${job.name}: page errors: ${errors.join('; ')}`);
    process.stderr.write('.');
  }
  return { cold, warm };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function medians(runs: JobFigures[]): JobFigures {
  return {
    workerMs: median(runs.map((r) => r.workerMs)),
    roundTripMs: median(runs.map((r) => r.roundTripMs)),
    longestScriptMs: median(runs.map((r) => r.longestScriptMs)),
    longestFrameMs: median(runs.map((r) => r.longestFrameMs)),
    longFrames: median(runs.map((r) => r.longFrames)),
  };
}

async function startPreview(): Promise<ChildProcess> {
  // --ignore-lock: this script owns the server's life, not Astro's lock file (see playwright.config.ts).
  const server = spawn('npx', ['astro', 'preview', '--port', String(PORT), '--host', '127.0.0.1', '--ignore-lock'], {
    env: { ...process.env, BASE_PATH: BASE },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(ORIGIN + BASE)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`astro preview did not answer on ${ORIGIN}${BASE}`);
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));

/** Long animation frames while the 3-D cube turns (issue 16: none over 50 ms during a turn). */
interface TurnFigures {
  readonly turns: number;
  readonly ms: number;
  readonly longFrames: number;
  readonly longestFrameMs: number;
  readonly longestScriptMs: number;
}

/** The notation cube's 24 buttons one after another, then the playground playing a hardest solution. */
const TURN_RUNS: readonly { readonly name: string; readonly run: (page: Page) => Promise<number> }[] = [
  {
    name: '3-D turns: notation cube, 24 moves',
    async run(page) {
      const cube = page.locator('pc-notation-cube');
      await cube.scrollIntoViewIfNeeded();
      const buttons = await cube.locator('.nc-move').all();
      for (const button of buttons) {
        await button.click();
        await cube.locator('.c3d-scene[data-turning]').waitFor({ state: 'detached', timeout: 10_000 });
      }
      return buttons.length;
    },
  },
  {
    name: '3-D turns: playground playing an 11-move solution',
    async run(page) {
      const root = page.locator('pc-playground');
      await root.locator('.pg-play').click();
      await done(page, 'pc-playground .pg-step', /solved/, 30_000);
      await root.locator('.c3d-scene[data-turning]').waitFor({ state: 'detached', timeout: 10_000 });
      return 11;
    },
  },
];

async function measureTurns(browser: Browser): Promise<Record<string, TurnFigures[]>> {
  const out: Record<string, TurnFigures[]> = {};
  for (const { name, run } of TURN_RUNS) {
    process.stderr.write(`${name} `);
    out[name] = [];
    for (let k = 0; k < RUNS; k++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(instrument);
      await page.goto(`${ORIGIN}${BASE}chapters/01-the-pocket-cube/?scramble=${encodeURIComponent(HARDEST)}&metric=htm&view=3d`);
      await done(page, 'pc-playground .pg-result-text', /^Optimal solution/);
      await page.waitForTimeout(300);
      await page.evaluate(() => (window as unknown as Bench).__bench.reset());
      const t0 = await page.evaluate(() => performance.now());
      const turns = await run(page);
      const t1 = await page.evaluate(() => performance.now());
      await page.waitForTimeout(100);
      const frames = (await page.evaluate(() => (window as unknown as Bench).__bench.frames)).filter((f) => f.start >= t0);
      out[name].push({
        turns,
        ms: t1 - t0,
        longFrames: frames.length,
        longestFrameMs: Math.max(0, ...frames.map((f) => f.duration)),
        longestScriptMs: Math.max(0, ...frames.map((f) => f.script)),
      });
      const worst = frames.reduce<(typeof frames)[number] | null>((a, b) => (a && a.script >= b.script ? a : b), null);
      if (worst && worst.script > 50) process.stderr.write(`[longest script ${worst.script.toFixed(0)} ms: ${worst.invoker}]`);
      await context.close();
      process.stderr.write('.');
    }
    process.stderr.write('\n');
  }
  return out;
}

async function main() {
  const server = await startPreview();
  const browser = await chromium.launch({ executablePath: chromiumExecutable('bench'), args: [...CHROMIUM_ARGS] });
  const version = browser.version();
  const all: Record<string, { cold: JobFigures[]; warm: JobFigures[] }> = {};
  let turns: Record<string, TurnFigures[]> = {};
  let twoPhase: TwoPhaseBrowserFigures | null = null;
  let reid: ReidBrowserFigures | null = null;
  try {
    const calibration = await calibrate(browser);
    process.stderr.write(`meter check: a 150 ms block on the main thread read as ${calibration.toFixed(0)} ms of script\n`);
    // BENCH_ONLY=turns measures only the 3-D turns (a quick check while working on the cube view), two-phase only chapter 10, reid only chapter 8's Reid solver.
    const only = process.env.BENCH_ONLY;
    const runs = (part: string) => only === undefined || only === part;
    for (const job of runs('jobs') ? JOBS : []) {
      process.stderr.write(`${job.name} `);
      all[job.name] = await runJob(browser, job);
      process.stderr.write('\n');
    }
    if (runs('turns')) turns = await measureTurns(browser);
    if (runs('reid')) {
      process.stderr.write("Reid's bound, chapter 8 ");
      reid = await measureReidInBrowser(browser, `${ORIGIN}${BASE}chapters/08-toward-the-3x3x3/`, (t) => process.stderr.write(t));
      process.stderr.write('\n');
    }
    if (runs('two-phase')) {
      process.stderr.write('two-phase, chapter 10 ');
      twoPhase = await measureTwoPhaseInBrowser(browser, `${ORIGIN}${BASE}chapters/10-any-3x3x3-in-milliseconds/`, (t) => process.stderr.write(t));
      process.stderr.write('\n');
    }
  } finally {
    await browser.close();
    process.kill(-server.pid!);
  }
  const lines = [`Chromium ${version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load ${os.loadavg()[0].toFixed(2)}; medians of ${RUNS} fresh pages.`];
  if (Object.keys(all).length > 0) {
    lines.push(
      '',
      '| job | worker ms (cold / warm) | round trip ms (cold / warm) | frames > 50 ms (cold / warm) | longest main-thread script ms | longest frame ms |',
      '|---|---|---|---|---|---|',
    );
  }
  for (const [name, { cold, warm }] of Object.entries(all)) {
    const c = medians(cold);
    const w = medians(warm);
    lines.push(
      `| ${name} | ${ms(c.workerMs)} / ${ms(w.workerMs)} | ${ms(c.roundTripMs)} / ${ms(w.roundTripMs)} | ${c.longFrames} / ${w.longFrames} | ${ms(Math.max(c.longestScriptMs, w.longestScriptMs))} | ${ms(Math.max(c.longestFrameMs, w.longestFrameMs))} |`,
    );
  }
  if (Object.keys(turns).length > 0) lines.push('', '| 3-D turns | turns | frames > 50 ms | longest frame ms | longest main-thread script ms |', '|---|---|---|---|---|');
  for (const [name, runs] of Object.entries(turns)) {
    lines.push(
      `| ${name} | ${runs[0]?.turns ?? 0} | ${median(runs.map((r) => r.longFrames))} | ${ms(median(runs.map((r) => r.longestFrameMs)))} | ${ms(median(runs.map((r) => r.longestScriptMs)))} |`,
    );
  }
  if (twoPhase) {
    const sorted = [...twoPhase.atTarget.ms].sort((a, b) => a - b);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    lines.push(
      '',
      `Two-phase (chapter 10's widget, random-state cubes of npm run bench:two-phase's seed; the worker's own times): tables built in ${ms(twoPhase.tablesMs)} ms (target ≤ 2,000).`,
      `At the 20-move target (God's number, the page's default), ${sorted.length} cubes through the widget, a second apart: median ${ms(median(sorted))} ms, p90 ${ms(sorted[Math.floor(0.9 * (sorted.length - 1))])} ms, max ${ms(sorted.at(-1)!)} ms (target median ≤ 15); mean length ${mean(twoPhase.atTarget.lengths).toFixed(2)}, max ${Math.max(...twoPhase.atTarget.lengths)} (target ≤ 20).`,
      `The same cubes by a worker of the same script with no widget drawing: median ${ms(median(twoPhase.workerAlone.ms))} ms.`,
      `Given 1 s, ${twoPhase.oneSecond.lengths.length} cubes: mean length ${mean(twoPhase.oneSecond.lengths).toFixed(2)} (target ≤ 18.6). cubing.js on the same cubes, in Node: npm run bench:two-phase.`,
    );
  }
  if (reid) {
    lines.push(
      '',
      `Reid's bound (chapter 8's widget, a fresh profile, budget 1,000,000,000): the whole phase-1 table (${(reid.tableBytes / 1e6).toFixed(1)} MB) built in ${ms(reid.buildMs)} ms and ${reid.stored ? 'kept' : 'not kept'} in IndexedDB; a second page read it back and checked it in ${ms(reid.readMs)} ms.`,
      '',
      "| scramble | optimal | nodes generated, Reid | seconds (target) | nodes generated, Korf's six-edge design |",
      '|---|---|---|---|---|',
      ...reid.rows.map(
        (r) =>
          `| ${r.scramble} | ${r.optimalLength} | ${r.generated.toLocaleString('en-US')} | ${(r.ms / 1000).toFixed(1)} (≤ ${r.optimalLength <= 14 ? 30 : 300}) | ${r.korfSixEdge === null ? 'not run (beyond the page)' : r.korfSixEdge.toLocaleString('en-US')} |`,
      ),
    );
  }
  console.log(lines.join('\n'));
  mkdirSync(new URL('.', RESULTS), { recursive: true });
  writeFileSync(RESULTS, JSON.stringify({ date: new Date().toISOString(), chromium: version, runs: RUNS, jobs: all, turns, twoPhase, reid }, null, 2) + '\n');
  console.error(`wrote ${RESULTS.pathname}`);
}

await main();
