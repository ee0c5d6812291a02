import { isSignedOutError } from './api-client.ts';
import { saveFile } from './save-file.ts';
import { signInAgain } from './sign-in-again.ts';
import { tokenStorage } from './token-storage.ts';

/**
 * A file of the signed-in client's (their data, a session's calendar entry). A download refused
 * because the sign-in ended asks to sign in again in place, then downloads (issue #28), rather than
 * failing as if the file could not be made.
 */
export async function saveClientFile(url: string, filename: string): Promise<void> {
  const download = () => saveFile(url, tokenStorage.get(), filename);
  try {
    await download();
  } catch (error) {
    if (!isSignedOutError(error) || !signInAgain.canAsk('read') || !(await signInAgain.ask('read')))
      throw error;
    await download();
  }
}
