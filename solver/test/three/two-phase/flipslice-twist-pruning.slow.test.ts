import { describePhase1Table } from './phase1-table-checks.ts';

// Slow tier (`npm run test:slow`): the whole table (cap 12), as Kociemba builds it and as Reid's
// optimal solver reads it (../reid-ida.test.ts): forward to depth 9, backward for 10–12, 8–15 s on a
// shared 2-core machine. It must stand for Kociemba's distribution at every depth (Winter's and Reid's:
// 124,946,368; 821,605,960; 1,199,128,738; 58,202,444; 476 at 8–12). The default run checks cap 8
// the same way (flipslice-twist-pruning.test.ts), with the same code.
describePhase1Table(12);
