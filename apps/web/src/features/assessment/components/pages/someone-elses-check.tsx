import { useLocation } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { Heading, Page } from '../../../../components/page.tsx';
import { useLogOut } from '../../../auth/api/log-out.ts';

type Props = { owner: string; signedInAs: string; onContinue: () => void };

/**
 * A follow-up link opened while someone else is signed in on this device: whose check it is, and
 * the choice of taking it for them (it is sent by the link, to their record) or signing out first.
 */
export function SomeoneElsesCheck({ owner, signedInAs, onContinue }: Props) {
  const logOut = useLogOut();
  const { pathname, search } = useLocation();
  return (
    <Page title="Whose health check is this?">
      <Heading>This health check is for {owner}</Heading>
      <p className="lead">
        You are signed in as {signedInAs}, but this link was sent to {owner}. Their answers go to their own
        record, not to yours.
      </p>
      <div className="button-group">
        <Button onClick={onContinue}>Continue as {owner}</Button>
        <Button variant="secondary" onClick={() => logOut(`${pathname}${search}`)}>
          Sign out first
        </Button>
      </div>
    </Page>
  );
}
