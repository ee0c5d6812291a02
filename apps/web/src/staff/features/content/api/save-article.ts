import type { ArticleForm, ContentArticle } from '@coaching/shared/schemas/staff-content';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { contentKey } from './content-keys.ts';

/** Publishes a new article, or saves an existing one (with `id`). */
export const saveArticle = ({ id, ...body }: { id?: number } & ArticleForm) =>
  (id === undefined
    ? staffApi.post<{ data: ContentArticle }>('content/articles', body)
    : staffApi.put<{ data: ContentArticle }>(`content/articles/${id}`, body)
  ).then(data);

export const useSaveArticle = () =>
  useStaffMutation(saveArticle, { invalidate: () => [contentKey('articles'), ['staff', 'library']] });
