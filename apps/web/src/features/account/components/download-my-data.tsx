import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/inset.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { saveClientFile } from '../../../lib/save-client-file.ts';

type Format = 'json' | 'html';
/** Why the last download failed: the hourly limit, or anything else (the network, the service). */
type Failure = 'limit' | 'other' | null;

/** UK GDPR right of access: everything held about the client, as a file. */
export function DownloadMyData() {
  const [failed, setFailed] = useState<Failure>(null);
  const download = (format: Format) =>
    saveClientFile(`/api/mlw/my-data.${format}`, `my-data.${format}`).then(
      () => setFailed(null),
      (error) => {
        console.error(error);
        setFailed(error instanceof ApiError && error.status === 429 ? 'limit' : 'other');
      },
    );
  return (
    <section id="your-data" aria-labelledby="your-data-heading">
      <h2 className="heading-m" id="your-data-heading">
        Your data
      </h2>
      <p>
        Download everything we hold about you: your details, health checks, plan, sessions, actions, messages,
        notifications, contact with us, notes and risk flags your coach wrote, the coaches you have had, what
        we sent you and which staff looked at your record. The page version is easier to read; the JSON file
        is for moving your data to another service.
      </p>
      <div className="button-group">
        <Button variant="secondary" onClick={() => download('html')}>
          Download my data as a page
        </Button>
        <Button variant="secondary" onClick={() => download('json')}>
          Download my data as a JSON file
        </Button>
      </div>
      {failed ? (
        <Notice kind="error">
          <p>
            {failed === 'limit'
              ? 'Your data could not be downloaded. You can download a copy up to 5 times an hour; please try again later.'
              : 'Your data could not be downloaded. Check your internet connection and try again.'}
          </p>
        </Notice>
      ) : null}
    </section>
  );
}
