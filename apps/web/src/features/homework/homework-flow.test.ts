import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERRORS, HOMEWORK_ERRORS } from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { openHomework } from './homework-flow';

const api = vi.hoisted(() => ({ fetchHomework: vi.fn(), sendHomework: vi.fn() }));
vi.mock('./api/homework-api', () => api);

describe('openHomework branches on the errorCode, not on the message', () => {
  beforeEach(() => Object.values(api).forEach((f) => f.mockReset()));

  it('QUIZ_NOT_BOUND opens the no-quiz view whatever the text says', async () => {
    api.fetchHomework.mockRejectedValue(new ApiError('任意措辞', 404, 1, null, HOMEWORK_ERRORS.noQuiz.errorCode));
    await expect(openHomework(34)).resolves.toEqual({ quiz: null, view: 'noQuiz' });
  });

  it("the no-quiz text under another code is that other failure, not 'noQuiz'", async () => {
    const other = new ApiError(HOMEWORK_ERRORS.noQuiz.msg, 404, 1, null, GENERIC_ERRORS.notFound.errorCode);
    api.fetchHomework.mockRejectedValue(other);
    await expect(openHomework(34)).rejects.toBe(other);
  });
});
