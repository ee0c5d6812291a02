import { Link } from 'react-router';
import { fullName } from '../lib/format.ts';

type Session = { session_id: number; client_id: number; first_name: string; last_name: string };

/** Opens the client's Sessions tab with this session's move form open (sessions-tab.tsx, ?move=). */
export const RearrangeLink = ({ session }: { session: Session }) => (
  <Link to={`/staff/clients/${session.client_id}/sessions?move=${session.session_id}`}>
    Rearrange<span className="visually-hidden"> ({fullName(session)})</span>
  </Link>
);
