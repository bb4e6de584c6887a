/** Client codes reported with userClientInfo. */
export const CLIENT_CODES = {
  browser: 1,
  pcApp: 2,
  h5: 5,
  pcMac: 6,
  pcXp: 7,
  other: 9,
} as const;

export type ClientName = keyof typeof CLIENT_CODES;
export type ClientCode = (typeof CLIENT_CODES)[ClientName];

export const KNOWN_CLIENT_CODES: readonly number[] = Object.values(CLIENT_CODES);

export function clientCodeOf(name: string): ClientCode {
  return name in CLIENT_CODES ? CLIENT_CODES[name as ClientName] : CLIENT_CODES.other;
}

/** Terminal type 1 = PC. */
export const TERMINAL_TYPE_PC = 1;
