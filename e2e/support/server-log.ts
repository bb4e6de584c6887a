import fs from 'node:fs';
import path from 'node:path';

/**
 * The dev SMS provider writes a JSON log record {mobile, code} for each code; journeys read the code from the
 * server's log file (SERVER_LOG) like a user reads their phone. Behind a load balancer any instance may send it:
 * SERVER_LOG then names every instance's log, separated by the path delimiter (`:`).
 */
export async function readSmsCode(mobile: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const setting = process.env.SERVER_LOG;
  if (!setting) throw new Error('SERVER_LOG must name the server log file to read SMS codes from');
  const files = setting.split(path.delimiter).filter(Boolean);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = files.flatMap((file) => fs.readFileSync(file, 'utf8').split('\n'));
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
  throw new Error(`no SMS code for ${mobile} in ${files.join(', ')}`);
}
