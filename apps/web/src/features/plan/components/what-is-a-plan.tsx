import { useState } from 'react';
import { Modal } from '../../../components/modal.tsx';

export function WhatIsAPlan() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          What is a plan?
        </button>
      </p>
      <Modal open={open} title="What is a plan?" onClose={() => setOpen(false)}>
        <p>
          Your plan is what you and your coach agreed together. It sets out the goals you are working towards,
          the things that might get in the way, and the techniques that will help you.
        </p>
        <p>
          Rate how you are getting on with each technique so your coach can see your progress. Your coach also
          suggests articles and local events that could help.
        </p>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </Modal>
    </>
  );
}
