import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath, type FollowUpNote, type FollowUpNoteRequest } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { twKeys } from './keys';

/** Writes a follow-up note on a pupil. */
export const addNote = (pupilId: number, body: FollowUpNoteRequest) =>
  apiPost<FollowUpNote>(fillPath(API_PATHS.tutorStudentNotes, { id: pupilId }), body, { requireToken: true });

export function useAddNote(pupilId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FollowUpNoteRequest) => addNote(pupilId, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: twKeys.all }),
  });
}
