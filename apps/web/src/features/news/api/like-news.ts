import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTENT_MESSAGES, type PublicDetail } from '@portal/shared';
import { first, isRequestError, request } from '../../../platform/request/index.ts';
import { newsKeys } from './keys.ts';

export interface NewsLikeAnswer {
  likes: number;
  liked: boolean;
}

/** Likes a published article (signed in; one like per user): the article's likes and the reader's state. */
export async function likeNews(id: string): Promise<NewsLikeAnswer | undefined> {
  return first(await request('newsLike', { id }));
}

/** Then the open detail shows the new count and the liked state (without reloading it: a reload counts a view). */
export function useLikeNews() {
  const client = useQueryClient();
  const patch = (id: string, next: (d: PublicDetail) => PublicDetail) =>
    client.setQueriesData<PublicDetail | null>({ queryKey: [...newsKeys.details(), id] }, (d) => (d ? next(d) : d));
  return useMutation({
    mutationFn: likeNews,
    onSuccess: (answer, id) => {
      if (answer) patch(id, (d) => ({ ...d, likes: answer.likes, liked: answer.liked }));
    },
    // Liked meanwhile (another tab): the button shows it (the request layer has shown the server's message).
    onError: (error, id) => {
      if (isRequestError(error) && error.message === CONTENT_MESSAGES.alreadyLiked) {
        patch(id, (d) => ({ ...d, liked: true }));
      }
    },
  });
}
