/** Bad input over every endpoint of the manage service's organisation and notices (bad-input-run.ts). */
import { badInputSuite } from './bad-input-run.ts';

badInputSuite('org');
