/** Bad input over every endpoint of the manage service's applications (resAuthApply…; bad-input-run.ts). */
import { badInputSuite } from './bad-input-run.ts';

badInputSuite('apply');
