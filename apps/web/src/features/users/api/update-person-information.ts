import { useMutation } from '@tanstack/react-query';
import { first, request } from '../../../platform/request/index.ts';
import { loadUserInfo } from '../../../platform/session/actions.ts';

/** The personal centre's own editable facts (api/monitoring.ts UpdatePersonInformationSchema). */
export interface PersonInformation {
  userName: string;
  showName?: string;
}

/** 修改个人信息: the signed-in user's own name and nickname; resolves with what the server stored. */
export async function updatePersonInformation(body: PersonInformation): Promise<Required<PersonInformation>> {
  const stored = first(await request('updatePersonInformation', body));
  return stored ?? { userName: body.userName, showName: body.showName ?? '' };
}

/**
 * Then the session's user info is read again (the header's name, the page): the mutation settles once it is, and a
 * failure of that read keeps the old info (the change itself was saved).
 */
export function useUpdatePersonInformation() {
  return useMutation({
    mutationFn: updatePersonInformation,
    onSuccess: () =>
      loadUserInfo().then(
        () => undefined,
        () => undefined,
      ),
  });
}
