/** Bad input over every endpoint of the tax area, generated from the shared contracts (bad-input-run.ts). */
import { badInputSuite } from './bad-input-run.ts';

badInputSuite('tax');
