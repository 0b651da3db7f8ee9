/** Journey 14-3 at 1366 px (notice-screens.ts). */
import { noticeScreensAt } from './notice-screens.ts';

noticeScreensAt(1366);
