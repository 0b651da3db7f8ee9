/** Journey 13-1 at 1366 px (tax-screens.ts). */
import { taxScreensAt } from './tax-screens.ts';

taxScreensAt(1366);
