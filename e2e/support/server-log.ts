import fs from 'node:fs';

/**
 * The dev SMS provider writes a JSON log record {mobile, code} for each code; journeys read the code from the
 * server's log file (SERVER_LOG) like a user reads their phone.
 */
export async function readSmsCode(mobile: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const file = process.env.SERVER_LOG;
  if (!file) throw new Error('SERVER_LOG must name the server log file to read SMS codes from');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    for (let i = lines.length - 1; i >= 0; i--) {
      const line = lines[i]!;
      if (!line.includes('"code"') || !line.includes(mobile)) continue;
      try {
        const rec = JSON.parse(line) as { mobile?: string; code?: string; time?: number };
        if (rec.mobile === mobile && rec.code && (rec.time ?? 0) >= after) return rec.code;
      } catch {
        // not a JSON line
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS code for ${mobile} in ${file}`);
}
