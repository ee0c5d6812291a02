import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { currentPage, PAGE, updateDraft, withPage } from '../registration-draft.ts';

/** /register/somebody-else: what someone registering another person needs, then into the form. */
export function SomebodyElsePage() {
  const navigate = useNavigate();
  const start = () => {
    // A registration already under way keeps its place and answers.
    updateDraft((draft) =>
      currentPage(draft) === PAGE.welcome
        ? withPage(
            { ...draft, values: { ...draft.values, someone_else: 'for-someone-else' } },
            PAGE.eligibility,
          )
        : draft,
    );
    navigate('/register');
  };
  return (
    <Page title="Registering somebody else">
      <Heading>Registering somebody else</Heading>
      <p className="lead">You can register a friend or family member, as long as they agree to it.</p>
      <h2 className="heading-m">You will need their</h2>
      <ul className="list--bullet">
        <li>email address: we send them the link to create their password</li>
        <li>date of birth and postcode</li>
        <li>phone number, and how they would like us to contact them</li>
        <li>GP surgery, if they know it</li>
      </ul>
      <h2 className="heading-m">And your own</h2>
      <ul className="list--bullet">
        <li>name and email address</li>
        <li>relationship to them</li>
      </ul>
      <p>They must be 18 or over and live, work in health care, or have a GP surgery in Dorset.</p>
      <p>
        <Button onClick={start}>Start registering</Button>
      </p>
    </Page>
  );
}
