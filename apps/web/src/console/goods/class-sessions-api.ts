import {
  API_PATHS,
  fillPath,
  type ConsoleClassRecordings,
  type ConsoleClassSessions,
  type ConsoleRecordingUploaded,
  type ConsoleSessionAdd,
  type ConsoleSessionUpdate,
} from '@salt/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api/client';

/** 课次 of a class: the console's calls for a class's sessions, in one module (failures arrive as ApiError, silent). */
export const classSessionsApi = {
  list: (skuId: number) =>
    apiGet<ConsoleClassSessions>(fillPath(API_PATHS.consoleClassSessions, { skuId }), { silent: true }),
  add: (skuId: number, body: ConsoleSessionAdd) =>
    apiPost(fillPath(API_PATHS.consoleClassSessionAdd, { skuId }), body, { silent: true }),
  update: (id: number, body: ConsoleSessionUpdate) =>
    apiPut(fillPath(API_PATHS.consoleClassSession, { id }), body, { silent: true }),
  remove: (id: number, version: number) =>
    apiDelete(`${fillPath(API_PATHS.consoleClassSession, { id })}?version=${version}`, { silent: true }),
  /** Each session's recording state (transcode progress included). */
  recordings: (skuId: number) =>
    apiGet<ConsoleClassRecordings>(fillPath(API_PATHS.consoleClassRecordings, { skuId }), { silent: true }),
  /** A session's video, as one multipart part; no timeout (a lesson video takes minutes to send). */
  uploadRecording: (id: number, file: File, onProgress: (percent: number) => void) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiPost<ConsoleRecordingUploaded>(fillPath(API_PATHS.consoleSessionRecording, { id }), form, {
      silent: true,
      timeout: 0,
      onUploadProgress: (e) => e.total && onProgress(Math.floor((e.loaded / e.total) * 100)),
    });
  },
};
