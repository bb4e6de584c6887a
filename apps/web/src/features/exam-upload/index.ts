/**
 * What other parts may use of 试卷上传 / 作文上传: the page with the reviewer's marks drawn over it, its stroke
 * shape and the status tag (the console's review draws and shows the same).
 */
export { AnnotatedPage, StrokeShape } from './components/annotated-page';
export { StatusTag } from './components/status-tag';
