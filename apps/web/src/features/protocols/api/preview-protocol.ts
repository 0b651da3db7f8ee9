import { useMutation } from '@tanstack/react-query';
import { first, request } from '../../../platform/request/index.ts';

/** The text as the server would keep it (sanitised), without saving it. */
export async function previewProtocol(content: string): Promise<string> {
  return first(await request('protocolPreview', { content }))?.content ?? '';
}

export function usePreviewProtocol() {
  return useMutation({ mutationFn: previewProtocol });
}
