/** Bad input over every endpoint of the manage service's products, openings and protocols (bad-input-run.ts). */
import { badInputSuite } from './bad-input-run.ts';

badInputSuite('product');
