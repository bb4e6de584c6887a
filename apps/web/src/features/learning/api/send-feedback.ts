import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type FeedbackInput } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';

export function sendFeedback(input: FeedbackInput): Promise<unknown> {
  return apiPost<unknown>(API_PATHS.learnFeedback, input, { requireToken: true });
}

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
