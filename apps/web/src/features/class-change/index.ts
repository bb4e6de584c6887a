/**
 * What other features (and the console) may use of 调班: the class card's entry point (a small component over one
 * api module), and the reviewers' calls (list, statistics, 同意, 驳回) the console and the tutor workbench share;
 * importing this never pulls in the 调班 pages.
 */
export { ClassChangeButton } from './components/class-change-button';
export { fetchReviewChanges, useReviewChanges } from './api/review-changes';
export { fetchChangeStats, useChangeStats } from './api/change-stats';
export { approveChange, useApproveChange } from './api/approve-change';
export { rejectChange, useRejectChange } from './api/reject-change';
