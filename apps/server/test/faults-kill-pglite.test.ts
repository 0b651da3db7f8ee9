/** kill -9 during writes on the embedded data directory (faults-kill-suite.ts); run in the PGlite pass only. */
import { killSuite } from './faults-kill-suite.ts';

killSuite('pglite');
