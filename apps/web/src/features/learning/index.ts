/**
 * What other features may use of learning: the parent's bound children and the caller's classes (the report pages
 * choose a child or a class with them), and the photo compression answers use (spec 5: over 1 MB scaled). Only
 * api modules and a pure helper, so importing this never pulls in the centre's pages.
 */
export { useChildren } from './api/children';
export { useMyClasses } from './api/my-classes';
export { compressImage, IMAGE_TYPES } from './compress-image';
