import { Heading, Page } from '../../../components/page.tsx';

export function DashboardPage() {
  return (
    <Page title="Next steps">
      <Heading>Next steps</Heading>
    </Page>
  );
}
