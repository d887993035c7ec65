import { DEFAULT_PHASE1_CAP } from '../../../src/three/two-phase/flipslice-twist-pruning.ts';
import { describePhase1Table } from './phase1-table-checks.ts';

// The default cap's table (8: about a second to build). Cap 9, whose build takes
// about five times as long, is held to the same checks in flipslice-twist-pruning.slow.test.ts.
describePhase1Table(DEFAULT_PHASE1_CAP);
