import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage, RouteError } from '../components/route-error.tsx';
import { accountRoutes } from '../features/account/routes.tsx';
import { actionsRoutes } from '../features/actions/routes.tsx';
import { articlesRoutes } from '../features/articles/routes.tsx';
import { assessmentRoutes } from '../features/assessment/routes.tsx';
import { authRoutes } from '../features/auth/routes.tsx';
import { chatBookingRoutes } from '../features/chat-booking/routes.tsx';
import { contactMethodRoutes } from '../features/contact-method/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { feedbackRoutes } from '../features/feedback/routes.tsx';
import { helpRoutes } from '../features/help/routes.tsx';
import { legalRoutes } from '../features/legal/routes.tsx';
import { messagesRoutes } from '../features/messages/routes.tsx';
import { onboardingRoutes } from '../features/onboarding/routes.tsx';
import { passwordResetRoutes } from '../features/password-reset/routes.tsx';
import { planRoutes } from '../features/plan/routes.tsx';
import { progressRoutes } from '../features/progress/routes.tsx';
import { selfLogRoutes } from '../features/self-log/routes.tsx';
import { sessionsRoutes } from '../features/sessions/routes.tsx';
import { type AreaRoutes, NothingYet } from '../lib/area-routes.ts';
import { staffRoutes } from '../staff/app/routes.tsx';
import { LoggedInOnly, LoggedOutOnly } from './guards.tsx';
import { Home } from './home.tsx';
import { RootLayout } from './layouts/root-layout.tsx';

const areas: AreaRoutes[] = [
  authRoutes,
  dashboardRoutes,
  onboardingRoutes,
  assessmentRoutes,
  chatBookingRoutes,
  planRoutes,
  progressRoutes,
  selfLogRoutes,
  sessionsRoutes,
  actionsRoutes,
  messagesRoutes,
  articlesRoutes,
  accountRoutes,
  helpRoutes,
  feedbackRoutes,
  contactMethodRoutes,
  passwordResetRoutes,
  legalRoutes,
];
const collect = (set: keyof AreaRoutes): RouteObject[] => areas.flatMap((area) => area[set] ?? []);

/** The client's side: logged-out, logged-in and both-states sets (portal §2). */
const clientRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: NothingYet,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Home /> },
          { element: <LoggedOutOnly />, children: collect('loggedOut') },
          { element: <LoggedInOnly />, children: collect('loggedIn') },
          ...collect('both'),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** Every route of both specs: the client's, plus /staff. */
export const routes: RouteObject[] = [...staffRoutes, ...clientRoutes];

const isStaffPath = (path: string) => path === '/staff' || path.startsWith('/staff/');

/**
 * The browser's router starts with the client's routes and adds the staff console's the first time a
 * /staff address is asked for: matching every start against all of them cost a slow phone tens of
 * milliseconds before the first page could answer (issue 36).
 */
export const createRouter = () =>
  createBrowserRouter(clientRoutes, {
    patchRoutesOnNavigation: ({ path, patch }) => {
      if (isStaffPath(path)) patch(null, staffRoutes);
    },
  });
