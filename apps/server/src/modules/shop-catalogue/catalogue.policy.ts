import { anyone, definePolicy } from '../../platform/policy';

/**
 * The course catalogue is public: goods on sale, classes, covers, the home layout, and teachers' and tutors' public
 * profiles (only the public fields are ever answered).
 */
export const cataloguePolicy = definePolicy({ 'catalogue.browse': anyone, 'teacher.browse': anyone });
