/**
 * What other features may use of 内容: the help centre's articles and the agreements' text. Only api modules, so
 * no feature imports the content pages' internals.
 */
export { useHelpArticles } from './api/help-articles';
export { useAgreement } from './api/agreement';
