import { CONSOLE_ERRORS, type ErrorCode, type ErrorEntry } from '@salt/domain';
import { appError } from '../../platform/errors';

/**
 * The console's rules (packages/domain: class-session, enrolment, exam-schedule rules) answer a problem as its
 * Chinese message or null; a service refuses with the catalogue entry of that message (its stable errorCode and
 * status). A message the map lacks is a rule without an entry: the record is treated as gone.
 */
export function refusalFor(entries: Record<string, ErrorEntry<ErrorCode>>) {
  return (problem: string | null): void => {
    if (problem) throw appError(entries[problem] ?? CONSOLE_ERRORS.recordNotFound);
  };
}
