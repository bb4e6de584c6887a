/**
 * What other features may use of the answering page's feature: its endpoint modules only (an exam's brief, starting or
 * resuming an attempt, AI practice sets). The pages are reached through the route table.
 */
export { createExamSession, useStartExamSession } from './api/create-session';
export { examBriefQuery, fetchExamBrief, useExamBrief } from './api/exam-brief';
export { createAiSession, useCreateAiSession } from './api/ai-session';
export { availableScope, fetchBankScopes, useBankScopes } from './api/bank-scopes';
export { examKeys } from './api/keys';
