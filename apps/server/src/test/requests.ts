import type { FastifyInstance } from 'fastify';
import { API_PATHS, WEB_CLIENT_ID, WEB_CLIENT_SECRET, type ErrorEntry, type TokenResponse } from '@salt/domain';

export const BASIC = `Basic ${Buffer.from(`${WEB_CLIENT_ID}:${WEB_CLIENT_SECRET}`).toString('base64')}`;

export const api = (path: string) => `/api${path}`;

/** Form-encoded POST, as the web and app clients send to the token endpoint. */
export function form(fields: Record<string, string>) {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: BASIC },
  };
}

export async function passwordLogin(app: FastifyInstance, username: string, password: string): Promise<TokenResponse> {
  const f = form({ grant_type: 'password', username, password });
  const res = await app.inject({ method: 'POST', url: api(API_PATHS.oauthToken), ...f });
  if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode} ${res.body}`);
  return res.json() as TokenResponse;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The error envelope a catalogue entry answers: its text and its stable errorCode. */
export const errorBodyOf = (entry: ErrorEntry, data: unknown = null) => ({
  code: 1,
  msg: entry.msg,
  data,
  errorCode: entry.errorCode,
});
