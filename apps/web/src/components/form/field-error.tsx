import { fieldIds } from './field-ids.ts';

export function FieldError({ name, message }: { name: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field-error" id={fieldIds(name).errorId}>
      <span className="visually-hidden">Error:</span> {message}
    </p>
  );
}

export function Hint({ name, children }: { name: string; children: React.ReactNode }) {
  if (!children) return null;
  return (
    <div className="hint" id={fieldIds(name).hintId}>
      {children}
    </div>
  );
}
