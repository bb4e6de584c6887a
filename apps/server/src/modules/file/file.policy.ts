import { definePolicy, signedIn } from '../../platform/policy';

/** Uploads: any signed-in user, into their own folder (`/uploads/images/<own id>/…`, which homework checks). */
export const filePolicy = definePolicy({ 'file.upload': signedIn });
