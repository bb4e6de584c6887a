import type { I18nProvider } from '@refinedev/core';

/** Refine's own words (breadcrumbs' 新建 / 编辑 / 详情), in Chinese; page text is written in Chinese already. */
const WORDS: Record<string, string> = {
  'actions.list': '列表',
  'actions.create': '新建',
  'actions.edit': '编辑',
  'actions.show': '详情',
  'actions.clone': '复制',
};

export const consoleI18nProvider: I18nProvider = {
  translate: (key, _options, defaultMessage) => WORDS[key] ?? defaultMessage ?? key,
  changeLocale: async () => undefined,
  getLocale: () => 'zh-CN',
};
