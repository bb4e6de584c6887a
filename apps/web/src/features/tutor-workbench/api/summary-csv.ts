import { API_PATHS } from '@salt/domain';
import { http } from '../../../lib/api/client';

/** The file name the server gives (filename*=UTF-8''...), else a plain one. */
function fileNameOf(disposition: unknown): string {
  const m = /filename\*=UTF-8''([^;]+)/i.exec(String(disposition ?? ''));
  return m ? decodeURIComponent(m[1]!) : 'summary.csv';
}

/** Downloads the summary as CSV (the server writes it with a BOM so Excel reads the Chinese). */
export async function downloadSummaryCsv(from: string, to: string): Promise<void> {
  const res = await http.get<Blob>(API_PATHS.tutorSummaryCsv, {
    params: { from, to },
    responseType: 'blob',
    requireToken: true,
  });
  const url = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameOf(res.headers.get('content-disposition'));
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
