import { createHash } from 'node:crypto';
import type { ListeningLine } from './exam-bank';
import { demoFileUrl } from './homework-demo-files';

/**
 * The demo's listening passages as audio files under the public uploads root (practice material, nothing
 * private). The file name carries a hash of the script and of how it is voiced, so a changed passage gets a new
 * file (and the seed a new URL) while an unchanged one is never made twice.
 */

/** Bump when the voicing changes (voices, pauses, encoding): every passage is then made again. */
const VOICING_VERSION = 1;

/** Storage key of a passage's audio: 'demo/listening/e8-201-3f2a9c1b07.mp3'. */
export function listeningAudioKey(questionKey: string, script: readonly ListeningLine[]): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ v: VOICING_VERSION, script }))
    .digest('hex')
    .slice(0, 10);
  return `demo/listening/${questionKey}-${hash}.mp3`;
}

/** The URL the seed stores in exam_question.listening.audioUrl (served by /uploads/ without login). */
export const listeningAudioUrl = (questionKey: string, script: readonly ListeningLine[]) =>
  demoFileUrl(listeningAudioKey(questionKey, script));
