import type { ArticleForm, ContentArticle } from '@coaching/shared/schemas/staff-content';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { contentKey } from './content-keys.ts';

type Vars = { id?: number; ifMatch?: string | null } & ArticleForm;

/**
 * Publishes a new article, or saves an existing one (with `id`) over the version its form was filled
 * from: refused if someone saved it since.
 */
export const saveArticle = ({ id, ifMatch, ...body }: Vars) =>
  (id === undefined
    ? staffApi.post<{ data: ContentArticle }>('content/articles', body)
    : staffApi.versioned<ContentArticle>('PUT', `content/articles/${id}`, body, ifMatch)
  ).then(data);

export const useSaveArticle = () =>
  useStaffMutation(saveArticle, { invalidate: () => [contentKey('articles'), ['staff', 'library']] });
