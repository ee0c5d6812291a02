import type { RouteObject } from 'react-router';
import { NotFoundPage, RouteError } from '../../components/route-error.tsx';
import { NothingYet, page } from '../../lib/area-routes.ts';

/**
 * The staff console under /staff: its own layout and its own lazily loaded chunks, so clients never
 * download it. Every screen checks nothing itself beyond display: the API enforces roles.
 */
export const staffRoutes: RouteObject[] = [
  {
    path: '/staff',
    lazy: page(() => import('./staff-layout.tsx'), 'StaffLayout'),
    errorElement: <RouteError />,
    HydrateFallback: NothingYet,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: page(() => import('../features/my-day/components/my-day-page.tsx'), 'MyDayPage'),
          },
          {
            path: 'login',
            lazy: page(() => import('../features/login/components/staff-login-page.tsx'), 'StaffLoginPage'),
          },
          {
            path: 'clients',
            lazy: page(() => import('../features/clients/components/clients-page.tsx'), 'ClientsPage'),
          },
          {
            path: 'clients/:clientId',
            lazy: page(
              () => import('../features/record/components/client-record-layout.tsx'),
              'ClientRecordLayout',
            ),
            children: [
              {
                index: true,
                lazy: page(() => import('../features/record/components/overview-tab.tsx'), 'OverviewTab'),
              },
              {
                path: 'plan',
                lazy: page(() => import('../features/plan/components/plan-tab.tsx'), 'PlanTab'),
              },
              {
                path: 'sessions',
                lazy: page(() => import('../features/sessions/components/sessions-tab.tsx'), 'SessionsTab'),
              },
              {
                path: 'actions',
                lazy: page(() => import('../features/actions/components/actions-tab.tsx'), 'ActionsTab'),
              },
              {
                path: 'contact',
                lazy: page(() => import('../features/casework/components/casework-tab.tsx'), 'CaseworkTab'),
              },
              {
                path: 'messages',
                lazy: page(() => import('../features/messages/components/messages-tab.tsx'), 'MessagesTab'),
              },
              {
                path: 'progress',
                lazy: page(() => import('../features/progress/components/progress-tab.tsx'), 'ProgressTab'),
              },
            ],
          },
          {
            path: 'diary',
            lazy: page(() => import('../features/diary/components/diary-page.tsx'), 'DiaryPage'),
          },
          {
            path: 'availability',
            lazy: page(
              () => import('../features/availability/components/availability-page.tsx'),
              'AvailabilityPage',
            ),
          },
          {
            path: 'report',
            lazy: page(() => import('../features/report/components/report-page.tsx'), 'ReportPage'),
          },
          {
            path: 'insight',
            lazy: page(() => import('../features/insight/components/insight-page.tsx'), 'InsightPage'),
          },
          {
            path: 'content/articles',
            lazy: page(() => import('../features/content/components/articles-page.tsx'), 'ArticlesPage'),
          },
          {
            path: 'content/events',
            lazy: page(() => import('../features/content/components/events-page.tsx'), 'EventsPage'),
          },
          {
            path: 'content/dropdowns',
            lazy: page(() => import('../features/content/components/dropdowns-page.tsx'), 'DropdownsPage'),
          },
          {
            path: 'accounts',
            lazy: page(() => import('../features/accounts/components/accounts-page.tsx'), 'AccountsPage'),
          },
          {
            path: 'audit',
            lazy: page(() => import('../features/audit/components/audit-page.tsx'), 'AuditPage'),
          },
          {
            path: 'account',
            lazy: page(
              () => import('../features/account/components/your-account-page.tsx'),
              'YourAccountPage',
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
