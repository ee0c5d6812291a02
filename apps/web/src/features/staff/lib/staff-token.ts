import { tokenStore, useStoredToken } from '../../../lib/token-storage.ts';

// Session storage: the staff login ends with the browser tab, which suits shared office computers,
// and it never mixes with the client portal's token in local storage.
export const staffToken = tokenStore(sessionStorage, 'staff_access_token');

export const useStaffToken = () => useStoredToken(staffToken);
