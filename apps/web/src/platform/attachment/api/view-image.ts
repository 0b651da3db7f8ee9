import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { blobText, errorMessage, isRequestError, requestBlob } from '../../request/index.ts';
import { attachmentKeys } from './keys.ts';

/** Not worded by the spec: the answer was neither an image nor a message. */
export const IMAGE_LOAD_FAILED = '图片加载失败';

function msgIn(body: unknown): string | null {
  const msg: unknown = body && typeof body === 'object' && 'msg' in body ? body.msg : null;
  return typeof msg === 'string' && msg ? msg : null;
}

async function msgOf(blob: Blob): Promise<string | null> {
  try {
    return msgIn(JSON.parse(await blobText(blob)));
  } catch {
    return null;
  }
}

/**
 * §8.3 image preview (fileManager/viewImage): the image as a Blob. The modal shows a failure itself, so the call is
 * silent; it rejects with an Error whose message is the answer's msg when the answer is JSON (a refused preview
 * comes back as JSON, also behind an HTTP error status), else the request layer's text.
 */
export async function viewImage(fileId: string, signal?: AbortSignal): Promise<Blob> {
  try {
    const answer: unknown = await requestBlob('attachmentViewImage', { fileId }, { silent: true, signal });
    // A JSON answer with a success code (read as an envelope by the request layer) is no image either.
    if (!(answer instanceof Blob)) throw new Error(msgIn(answer) ?? IMAGE_LOAD_FAILED);
    if (/json/i.test(answer.type)) throw new Error((await msgOf(answer)) ?? IMAGE_LOAD_FAILED);
    return answer;
  } catch (e) {
    const body: unknown = isRequestError(e) ? e.envelope : null;
    if (body instanceof Blob) {
      const msg = await msgOf(body);
      if (msg) throw new Error(msg, { cause: e });
    }
    throw new Error(errorMessage(e, IMAGE_LOAD_FAILED), { cause: e });
  }
}

let previews = 0;

/**
 * The image of `fileId` as an object URL while the caller is mounted: each mount loads it afresh (the URL of an
 * earlier one is revoked) and the URL is revoked when the caller unmounts or the file changes.
 */
export function useImagePreview(fileId: string) {
  // One key per mount, never cached: a revoked URL is never handed out again.
  const [mount] = useState(() => ++previews);
  const query = useQuery({
    queryKey: attachmentKeys.image(fileId, mount),
    queryFn: async ({ signal }) => URL.createObjectURL(await viewImage(fileId, signal)),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const url = query.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return query;
}
