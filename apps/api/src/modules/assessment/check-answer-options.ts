import type { DropdownKey } from '@coaching/shared/constants';
import { MSG } from '@coaching/shared/messages';
import { ASSESSMENT_MSG, type AssessmentAnswers } from '@coaching/shared/schemas/assessment';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { missingOptions } from '../dropdowns/missing-options.ts';

type ChosenOption = { key: DropdownKey; id: number; field: string; message: string };

/** Each answer chosen from a lookup list, with the list the web app offered it from (onboarding §3). */
function chosenOptions(answers: AssessmentAnswers): ChosenOption[] {
  const chosen: ChosenOption[] = answers.motivations.map((id) => ({
    key: 'motivation',
    id,
    field: 'motivations',
    message: MSG.choose,
  }));
  if (answers.ethnicity !== undefined) {
    chosen.push({
      key: 'ethnicity',
      id: answers.ethnicity,
      field: 'ethnicity',
      message: ASSESSMENT_MSG.ethnicity,
    });
  }
  if (answers.smoking_type !== undefined) {
    chosen.push({
      key: 'SmokingType',
      id: answers.smoking_type,
      field: 'smoking_type',
      message: ASSESSMENT_MSG.smokingType,
    });
  }
  return chosen;
}

/** Refuses an id that is not a live option of its list: the first check writes ethnicity onto the client. */
export async function checkAnswerOptions(tx: Executor, answers: AssessmentAnswers): Promise<void> {
  const missing = await missingOptions(tx, chosenOptions(answers));
  if (missing.length === 0) return;
  throw badRequest(
    'There is a problem with the information you sent',
    Object.fromEntries(missing.map((m) => [`assessment.${m.field}`, [m.message]])),
  );
}
