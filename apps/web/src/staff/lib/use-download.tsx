import { useState } from 'react';
import { Notice } from '../../components/inset.tsx';

/** Starts a file download; `failed` holds from a failed one until the next succeeds. */
export function useDownload() {
  const [failed, setFailed] = useState(false);
  const start = (download: () => Promise<void>) =>
    download().then(
      () => setFailed(false),
      (error) => {
        console.error(error);
        setFailed(true);
      },
    );
  return { failed, start };
}

export const CsvDownloadFailed = () => (
  <Notice kind="error">
    <p>The CSV file could not be downloaded. Please try again.</p>
  </Notice>
);
