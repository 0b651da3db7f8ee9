/** Journey 14-3 at 1440 px (notice-screens.ts). */
import { noticeScreensAt } from './notice-screens.ts';

noticeScreensAt(1440);
