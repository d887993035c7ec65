/**
 * Entry `pocket-cube-solver/cells/grade` (Node only): grade a student's file
 * as `pocket-cube check` does — the student's module collected in a worker
 * thread with the cells' time limit, judged in the caller's thread.
 *
 *   import { checkFile } from 'pocket-cube-solver/cells/grade';
 *   const outcome = await checkFile('rank', 'student.js');
 *   if (outcome.ok) console.log(outcome.verdict.pass);
 *
 * This file only re-exports.
 */
export { type CheckFileOptions, type CheckOutcome, checkFile } from '../cells/check-file.ts';
