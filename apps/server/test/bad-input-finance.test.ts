/** Bad input over every endpoint of the product sub-apps' services (factoring, carbon, payments) and bank accounts. */
import { badInputSuite } from './bad-input-run.ts';

badInputSuite('finance');
