/** Bad input over every endpoint of the content area (sites, channels, articles, the public news calls). */
import { badInputSuite } from './bad-input-run.ts';

badInputSuite('content');
