/**
 * 保存图片 / 保存PDF: the report as the family sees it, drawn from the page (modern-screenshot copies the DOM; the
 * charts are SVG for that) and, for PDF, cut into A4 pages (jsPDF). Both libraries load on the first click only.
 */

const SCALE = 2;

async function reportCanvas(el: HTMLElement): Promise<HTMLCanvasElement> {
  const { domToCanvas } = await import('modern-screenshot');
  // The site uses the system's fonts: nothing to embed, and skipping the font scan saves most of the time.
  return domToCanvas(el, { scale: SCALE, backgroundColor: '#f5f7fa', font: false });
}

/** The report as a PNG data URL. */
export async function reportImage(el: HTMLElement): Promise<string> {
  return (await reportCanvas(el)).toDataURL('image/png');
}

/** The report as an A4 PDF (several pages when long), saved under `fileName`. */
export async function saveReportPdf(el: HTMLElement, fileName: string): Promise<void> {
  const [canvas, { jsPDF }] = await Promise.all([reportCanvas(el), import('jspdf')]);
  const pdf = new jsPDF({ unit: 'pt', format: 'a4' });
  const margin = 24;
  const pageWidth = pdf.internal.pageSize.getWidth() - margin * 2;
  const pageHeight = pdf.internal.pageSize.getHeight() - margin * 2;
  // Canvas pixels per page: the image fills the page's width, so a page holds this many of its rows.
  const rowsPerPage = Math.floor((pageHeight * canvas.width) / pageWidth);
  for (let top = 0, page = 0; top < canvas.height; top += rowsPerPage, page += 1) {
    const rows = Math.min(rowsPerPage, canvas.height - top);
    const slice = document.createElement('canvas');
    slice.width = canvas.width;
    slice.height = rows;
    slice.getContext('2d')!.drawImage(canvas, 0, top, canvas.width, rows, 0, 0, canvas.width, rows);
    if (page > 0) pdf.addPage();
    pdf.addImage(
      slice.toDataURL('image/jpeg', 0.92),
      'JPEG',
      margin,
      margin,
      pageWidth,
      (rows * pageWidth) / canvas.width,
    );
  }
  pdf.save(fileName);
}

/** Downloads a data URL under a file name (desktop browsers; WebViews show the image to long-press instead). */
export function downloadDataUrl(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
}
