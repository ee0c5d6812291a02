import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/routes.ts';
import { actionRoutes } from './actions/routes.ts';
import { articleRoutes } from './articles/routes.ts';
import { assessmentRoutes } from './assessment/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { barrierRoutes } from './barriers/routes.ts';
import { calendarRoutes } from './calendar/routes.ts';
import { contactMethodRoutes } from './contact-method/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { dataExportRoutes } from './data-export/routes.ts';
import { dropdownRoutes } from './dropdowns/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { interactionRoutes } from './interaction/routes.ts';
import { messageRoutes } from './messages/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { passwordResetRoutes } from './password-reset/routes.ts';
import { pathwayRoutes } from './pathways/routes.ts';
import { planRoutes } from './plan/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { progressRoutes } from './progress/routes.ts';
import { pushRoutes } from './push/routes.ts';
import { registrationRoutes } from './registration/routes.ts';
import { reminderRoutes } from './reminders/routes.ts';
import { selfLogReminderRoutes } from './self-log/reminder-routes.ts';
import { selfLogRoutes } from './self-log/routes.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { staffRoutes } from './staff-console/routes.ts';
import { timePreferenceRoutes } from './time-preference/routes.ts';

/** Every API area, mounted under /api. Add a new area here. */
export const apiModules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  authRoutes,
  profileRoutes,
  dashboardRoutes,
  dropdownRoutes,
  articleRoutes,
  registrationRoutes,
  staffRoutes,
  actionRoutes,
  messageRoutes,
  notificationRoutes,
  planRoutes,
  barrierRoutes,
  sessionRoutes,
  accountRoutes,
  contactMethodRoutes,
  interactionRoutes,
  passwordResetRoutes,
  assessmentRoutes,
  timePreferenceRoutes,
  pathwayRoutes,
  reminderRoutes,
  progressRoutes,
  calendarRoutes,
  dataExportRoutes,
  pushRoutes,
  selfLogRoutes,
  selfLogReminderRoutes,
];
