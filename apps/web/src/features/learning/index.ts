/** What other features may use of learning: the photo compression answers use (spec 5: over 1 MB scaled). */
export { compressImage, IMAGE_TYPES } from './compress-image';
