import { displayAccount, type UserInfo } from '@portal/shared';

/** §3: the name shown for a user: showName, else the account, never with its s_ prefix. */
export function displayName(user: Pick<UserInfo, 'showName' | 'userName' | 'account'>): string {
  return displayAccount(user.showName || user.userName || user.account);
}
