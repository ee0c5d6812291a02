import { type AreaRoutes, page } from '../../lib/area-routes.ts';

const help = () => import('./components/help-page.tsx');

export const helpRoutes: AreaRoutes = {
  loggedIn: [
    { path: '/help', lazy: page(help, 'HelpPage') },
    { path: '/message-received', lazy: page(help, 'MessageReceivedPage') },
  ],
};
