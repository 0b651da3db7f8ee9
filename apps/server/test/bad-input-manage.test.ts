/** Bad input over every endpoint of the manage area, generated from the shared contracts (bad-input-run.ts). */
import { badInputSuite } from './bad-input-run.ts';

badInputSuite('manage');
