import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webm': 'audio/webm',
  '.ogg': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.mp3': 'audio/mpeg',
};

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` of one range within the size; null for anything else (whole file). */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * The bytes of a private file: its type by extension (the upload decided it by content), never sniffed, cached
 * only by the viewer's browser (`private`) and no longer than its link lives; a single Range for audio seeking.
 */
export function sendPrivateFile(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  bytes: Buffer,
  maxAgeSeconds: number,
) {
  const type = CONTENT_TYPES[path.extname(name).toLowerCase()];
  reply
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', maxAgeSeconds > 0 ? `private, max-age=${maxAgeSeconds}` : 'private, no-store')
    .header('accept-ranges', 'bytes');
  if (type) reply.header('content-type', type);
  else reply.header('content-type', 'application/octet-stream').header('content-disposition', 'attachment');
  const range = rangeOf(request.headers.range, bytes.length);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${bytes.length}`).send(Buffer.alloc(0));
  }
  if (range) {
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
      .send(bytes.subarray(range.start, range.end + 1));
  }
  return reply.send(bytes);
}
