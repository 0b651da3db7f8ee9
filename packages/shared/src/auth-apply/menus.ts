/**
 * The two pages of the authorisation applications (§2.2): the operations centre's list (/resAuthApply/* calls) and
 * the user centre's (个人中心, /resAuthApplyGrzx/* calls). The server's access declarations and the seed name them.
 */
import { MENU } from '../permissions.ts';

export const AUTH_APPLY_MENU = MENU.authApply;
