/** What other modules may use of 试卷上传 / 作文上传 (module `exam-upload`): its routes. */
export { examUploadRoutes } from './exam-upload.routes';
export { consoleExamUploadRoutes } from './console-exam-upload.routes';
