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
    lazy: page(() => import('./components/staff-layout.tsx'), 'StaffLayout'),
    errorElement: <RouteError />,
    HydrateFallback: NothingYet,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page(() => import('./components/my-day/my-day-page.tsx'), 'MyDayPage') },
          {
            path: 'login',
            lazy: page(() => import('./components/login/staff-login-page.tsx'), 'StaffLoginPage'),
          },
          {
            path: 'clients',
            lazy: page(() => import('./components/clients/clients-page.tsx'), 'ClientsPage'),
          },
          {
            path: 'clients/:clientId',
            lazy: page(() => import('./components/record/client-record-layout.tsx'), 'ClientRecordLayout'),
            children: [
              {
                index: true,
                lazy: page(() => import('./components/record/overview-tab.tsx'), 'OverviewTab'),
              },
              { path: 'plan', lazy: page(() => import('./components/plan/plan-tab.tsx'), 'PlanTab') },
              {
                path: 'sessions',
                lazy: page(() => import('./components/sessions/sessions-tab.tsx'), 'SessionsTab'),
              },
              {
                path: 'actions',
                lazy: page(() => import('./components/actions/actions-tab.tsx'), 'ActionsTab'),
              },
              {
                path: 'contact',
                lazy: page(() => import('./components/casework/casework-tab.tsx'), 'CaseworkTab'),
              },
              {
                path: 'messages',
                lazy: page(() => import('./components/messages/messages-tab.tsx'), 'MessagesTab'),
              },
              {
                path: 'progress',
                lazy: page(() => import('./components/progress/progress-tab.tsx'), 'ProgressTab'),
              },
            ],
          },
          {
            path: 'diary',
            lazy: page(() => import('./components/diary/diary-page.tsx'), 'DiaryPage'),
          },
          {
            path: 'availability',
            lazy: page(() => import('./components/availability/availability-page.tsx'), 'AvailabilityPage'),
          },
          {
            path: 'report',
            lazy: page(() => import('./components/report/report-page.tsx'), 'ReportPage'),
          },
          {
            path: 'insight',
            lazy: page(() => import('./components/insight/insight-page.tsx'), 'InsightPage'),
          },
          {
            path: 'content/articles',
            lazy: page(() => import('./components/content/articles-page.tsx'), 'ArticlesPage'),
          },
          {
            path: 'content/events',
            lazy: page(() => import('./components/content/events-page.tsx'), 'EventsPage'),
          },
          {
            path: 'content/dropdowns',
            lazy: page(() => import('./components/content/dropdowns-page.tsx'), 'DropdownsPage'),
          },
          {
            path: 'accounts',
            lazy: page(() => import('./components/accounts/accounts-page.tsx'), 'AccountsPage'),
          },
          { path: 'audit', lazy: page(() => import('./components/audit/audit-page.tsx'), 'AuditPage') },
          {
            path: 'account',
            lazy: page(() => import('./components/account/your-account-page.tsx'), 'YourAccountPage'),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
