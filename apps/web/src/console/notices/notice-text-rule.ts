import { consoleNoticeFormSchema } from '@salt/domain';

/**
 * A notice's title or text checked with the shared zod field (the same for posting and for 修改): the form says
 * what the server would, in Chinese.
 */
export const noticeTextRule = (field: 'title' | 'content') => ({
  validator: async (_: unknown, value: unknown) => {
    const parsed = consoleNoticeFormSchema.shape[field].safeParse(value ?? '');
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '格式错误');
  },
});
