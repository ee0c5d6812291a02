import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { saveFile } from '../../../../lib/save-file.ts';

/** The same copy the client can download, for a subject access request; each copy is audited. */
export function SubjectAccessRequest({ clientId }: { clientId: number }) {
  const [failed, setFailed] = useState(false);
  const download = (format: 'json' | 'html') =>
    saveFile(`/api/staff/clients/${clientId}/data.${format}`, null, `client-${clientId}-data.${format}`).then(
      () => setFailed(false),
      (error) => {
        console.error(error);
        setFailed(true);
      },
    );
  return (
    <section aria-labelledby="sar-heading">
      <h3 className="heading-m" id="sar-heading">
        Subject access request
      </h3>
      <p>
        Everything held about this client, as they can download it themselves. Each copy is written to the
        audit log; a few copies an hour can be taken.
      </p>
      <div className="button-group">
        <Button variant="secondary" onClick={() => download('html')}>
          Download the client’s data as a page
        </Button>
        <Button variant="secondary" onClick={() => download('json')}>
          Download the client’s data as JSON
        </Button>
      </div>
      {failed ? (
        <Notice kind="error">
          <p>The copy could not be downloaded. Please try again later.</p>
        </Notice>
      ) : null}
    </section>
  );
}
