import { subjectColour, subjectLabel } from '@salt/domain';

/** Subject pill in the subject's own colour (spec section 9), used on every card so subjects read at a glance. */
export function SubjectTag({ subject, solid = false }: { subject: string | null; solid?: boolean }) {
  const label = subjectLabel(subject);
  if (!label) return null;
  const colour = subjectColour(subject);
  const style = solid
    ? { background: colour, color: '#fff', borderColor: colour }
    : { color: colour, background: `${colour}14`, borderColor: `${colour}55` };
  return (
    <span className="cat-subject-tag" style={style}>
      {label}
    </span>
  );
}
