import type { ArticleForm } from '@coaching/shared/schemas/staff-content';
import type { Db } from '../../db/client.ts';
import { requireHeldVersion } from '../../lib/conditional-write.ts';
import { auditedChange } from '../staff-audit/audit-repository.ts';
import { lockArticle, updateArticle } from './content-repository.ts';

/**
 * Saves an article's edit with its audit row; null when there is no such article. Refused (412), with
 * nothing written, when `ifMatch` names an earlier version: someone saved it since the form was opened.
 */
export function editArticle(
  db: Db,
  staffId: number,
  articleId: number,
  form: Required<ArticleForm>,
  ifMatch: string | undefined,
) {
  return auditedChange(
    db,
    async (tx) => {
      const before = await lockArticle(tx, articleId);
      if (!before) return null;
      requireHeldVersion(ifMatch, before.version);
      return updateArticle(tx, articleId, form);
    },
    (a) => ({ staffId, action: 'edited article', detail: `article ${a.id}` }),
  );
}
