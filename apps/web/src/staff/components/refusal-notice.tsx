import { Notice } from '../../components/inset.tsx';
import { refusalText } from '../lib/refusal.ts';

/** Why a change failed (see refusalText), or nothing while it has not. */
export function RefusalNotice({ error, fallback }: { error: unknown; fallback: string }) {
  return error ? <Notice kind="error">{refusalText(error, fallback)}</Notice> : null;
}
