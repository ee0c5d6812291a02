import { clients } from '../tables/people.ts';

/** The columns of a client that make a Subject (rules.ts): what finds their rows to erase or export. */
export const subjectColumns = {
  id: clients.id,
  email: clients.email,
  phone: clients.phoneNumber,
  dob: clients.dob,
  postcode: clients.postcode,
};
