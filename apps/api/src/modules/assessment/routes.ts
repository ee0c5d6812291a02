import { followUpAssessmentRequest, newAssessmentRequest } from '@coaching/shared/schemas/assessment';
import { assessmentResult, preAssessment } from '@coaching/shared/schemas/assessment-result';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import { PER_IP } from '../../plugins/rate-limit.ts';
import { findPreAssessment, findPreAssessmentByLink } from './find-pre-assessment.ts';
import { submitFollowUpAssessment, submitNewAssessment } from './submit-assessment.ts';

const PRE_ASSESSMENT_DESCRIPTION =
  'Answers {status, ...} (onboarding §7 reads data.status): status available with assessment_count, gender, dob, ethnicity (from registration), client_id and first_name (whose check it is) pathways (booleans per area), plan_pathways (the plan’s goals) and named_barriers (keys of the common barriers named so far), or status notfound with reason case-closed when the case is closed or closing, or link-used-or-expired when the link is unknown, used or expired.';
const RESULT_DESCRIPTION =
  'Answers {status: ok, stats: {current, previous}, messages} (onboarding §7: data.status, data.stats, data.messages). stats: bmi, activity (minutes a week), smoking (cigarettes a day), alcohol (estimated units a week); previous is null on a first check. Which answers are needed depends on the path (skipped questions must be left out) and on the client: goals and ethnicity only on the first check, pregnancy on every check of anyone not male and aged 16 to 55. barriers (optional, keys of the common list for the check’s and the plan’s goals) replaces the client’s earlier choice from the list. 400 names each field as assessment.<field>. 403 when the case is closed.';

export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public-assessment',
    {
      schema: {
        summary: 'Whether the logged-in client can take a quick health check',
        description: PRE_ASSESSMENT_DESCRIPTION,
        response: { 200: preAssessment, 401: errorBody },
      },
    },
    async (request) => findPreAssessment(app.db, clientIdOf(request)),
  );

  app.get(
    '/public-assessment/:hash',
    {
      config: { access: 'public', rateLimit: PER_IP.healthCheckLink },
      schema: {
        summary: 'Whether a follow-up health check link can be used',
        description: `${PRE_ASSESSMENT_DESCRIPTION} An empty hash means the logged-in client, as without it.`,
        params: z.strictObject({ hash: z.string().max(200) }),
        response: { 200: preAssessment, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      if (request.params.hash === '') {
        await app.requireClient(request, reply);
        return findPreAssessment(app.db, clientIdOf(request));
      }
      return findPreAssessmentByLink(app.db, request.params.hash);
    },
  );

  app.post(
    '/assessment/new',
    {
      schema: {
        summary: 'Submit the logged-in client’s quick health check',
        description: RESULT_DESCRIPTION,
        body: newAssessmentRequest,
        response: { 200: assessmentResult, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => submitNewAssessment(app.db, clientIdOf(request), request.body.assessment),
  );

  app.post(
    '/assessment/follow-up',
    {
      config: { access: 'public', rateLimit: PER_IP.healthCheckSubmit },
      schema: {
        summary: 'Submit a follow-up health check by its e-mailed or texted link',
        description: `${RESULT_DESCRIPTION} The link works once: an unknown, used or expired hash answers 404.`,
        body: followUpAssessmentRequest,
        response: { 200: assessmentResult, 400: errorBody, 403: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request) =>
      submitFollowUpAssessment(
        app.db,
        request.body.hash,
        request.body.reminder_type,
        request.body.assessment,
      ),
  );
};
