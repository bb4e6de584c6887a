import { uploadErrorDisplay } from '@salt/domain';

/**
 * A server error about an upload (spec section 5): a laid-out report (two or more line breaks) shown as-is in a
 * pre-formatted block, anything shorter as one line.
 */
export function UploadError({ message }: { message: string | null }) {
  if (!message) return null;
  const shown = uploadErrorDisplay(message);
  return shown.asIs ? (
    <pre className="eu-error is-pre" role="alert">
      {shown.text}
    </pre>
  ) : (
    <div className="eu-error" role="alert">
      {shown.text}
    </div>
  );
}
