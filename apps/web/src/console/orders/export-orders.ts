import { API_PATHS } from '@salt/domain';
import { http } from '../../lib/api/client';
import { orderQueryOf, type OrderFilterValues } from '../providers/order-provider';

/** The file name the server gives (filename*=UTF-8''...), else a plain one. */
function fileNameOf(disposition: unknown): string {
  const m = /filename\*=UTF-8''([^;]+)/i.exec(String(disposition ?? ''));
  return m ? decodeURIComponent(m[1]!) : 'orders.csv';
}

/**
 * Downloads the filtered list as CSV: the site's API client sends the token (and refreshes it) like every call,
 * the answer is saved from a Blob. The server streams it from a cursor; a big list only takes longer, so no
 * client timeout cuts it.
 */
export async function downloadOrdersCsv(values: OrderFilterValues): Promise<void> {
  const res = await http.get<Blob>(API_PATHS.consoleOrderExport, {
    params: orderQueryOf(values),
    responseType: 'blob',
    timeout: 0,
  });
  const url = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameOf(res.headers.get('content-disposition'));
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
