import { describePhase1Table } from './phase1-table-checks.ts';

// Slow tier (`npm run test:slow`): cap 9 expands the 7.95 M entries at depth 8 (5–10 s
// on a shared 2-core machine) and checks Kociemba's 821,605,960 states at depth 9. The
// default run checks cap 8 the same way (flipslice-twist-pruning.test.ts), with the same code.
describePhase1Table(9);
