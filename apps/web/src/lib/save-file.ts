import { ApiError } from './api-client.ts';

/** The file name the server gives in Content-Disposition, if any. */
function serverFilename(response: Response): string | undefined {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
}

/**
 * Fetches a file the API serves only with a bearer token (a plain link cannot send one) and hands it
 * to the browser to save, under the name the server gives it (else `filename`). Without a token, the
 * staff console's session cookie goes instead.
 */
export async function saveFile(url: string, token: string | null, filename: string): Promise<void> {
  const response = await fetch(url, { headers: { authorization: token ? `Bearer ${token}` : '' } });
  if (!response.ok) throw new ApiError(response.status, `Download of ${filename} failed: ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = serverFilename(response) ?? filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(objectUrl);
}
