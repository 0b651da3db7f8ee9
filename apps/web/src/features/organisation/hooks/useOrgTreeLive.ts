import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onServerChange } from '../../../platform/realtime/changes.ts';
import { orgKeys } from '../api/keys.ts';

/**
 * The tree's reads (the page's branches, the change modal's unit pickers, searches) are kept 60 s; a change of the
 * tree committed on the server — by anyone: an approved change application, a direct edit — is pushed to every
 * browser (CHANGED, topic org) and makes them refetch at once, so a picker never offers the tree as it was.
 */
export function useOrgTreeLive(): void {
  const client = useQueryClient();
  useEffect(() => onServerChange('org', () => void client.invalidateQueries({ queryKey: orgKeys.tree() })), [client]);
}
