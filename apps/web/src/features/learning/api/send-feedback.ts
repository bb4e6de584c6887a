import { useMutation } from '@tanstack/react-query';
import { API_PATHS, FEEDBACK_CATEGORIES } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';

export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export interface FeedbackInput {
  category: FeedbackCategory;
  content: string;
  contact?: string;
  images?: string[];
}

export function sendFeedback(input: FeedbackInput): Promise<unknown> {
  return apiPost<unknown>(API_PATHS.learnFeedback, input, { requireToken: true });
}

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
