/**
 * What other parts may use of 试卷上传 / 作文上传: the page with the reviewer's marks drawn over it, its stroke
 * shape, the status tag, and the review drawer (the console's 试卷作文审核 points it at the staff calls; the
 * tutor's /tutor/uploads at the tutor's), and the tutor's list to review (the workbench counts what waits).
 */
export { AnnotatedPage, StrokeShape } from './components/annotated-page';
export { StatusTag } from './components/status-tag';
export { ReviewDrawer, type ReviewApi } from './review/review-drawer';
export { useReviewUploads } from './api/review-uploads';
