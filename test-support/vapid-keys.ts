/** A fixed VAPID key pair for production-mode test servers (made with `npx web-push generate-vapid-keys`). */
export const TEST_VAPID_ENV = {
  VAPID_PUBLIC_KEY: 'BONiSjQyt48XcxWBwyWr9smukhO-WzEt0wAJYx52Ta2AvY5z2wReaKn9kT_1taQoGLeFrdvHVKjEcrl5fInzDSY',
  VAPID_PRIVATE_KEY: 'u311mRavWsDaIBTefUkWfd6nKxvMjmmcqX20lormPE0',
  VAPID_SUBJECT: 'mailto:support@coaching.example.org',
};
