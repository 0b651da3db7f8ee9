/** Journey 13-1 at 1440 px (tax-screens.ts). */
import { taxScreensAt } from './tax-screens.ts';

taxScreensAt(1440);
