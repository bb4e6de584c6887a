import { z } from 'zod';
import { idParam } from './fields';

/**
 * Shapes many routes share: a path `{id}`, a bare count, and the non-JSON bodies a few routes send (an SVG cover,
 * an HTML page, HLS files, a vendor's ack). Routes take them from here, never build their own.
 */

/** `/…/{id}`: one positive id in the path. */
export const idParamsSchema = z.object({ id: idParam });

/** A bare number as the envelope's data (cart count, unread notices, notices marked read). */
export const countSchema = z.number().int();

/** A body that is not JSON, documented by its content type (the route sets the header itself). */
export const rawBodySchema = (contentType: string) => z.string().describe(contentType);
