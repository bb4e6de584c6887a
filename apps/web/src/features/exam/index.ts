/**
 * What other features may use of the answering page's feature: its endpoint modules only (starting or resuming an
 * attempt, AI practice sets). The pages are reached through the route table.
 */
export { createExamSession, examSessionQuery, useExamSession } from './api/create-session';
export { createAiSession, useCreateAiSession } from './api/ai-session';
export { examKeys } from './api/keys';
