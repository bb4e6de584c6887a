/**
 * The goods' rich description. The server sanitises it (basic formatting and http(s) images only) before it is
 * stored, which is why it may be set as HTML here; the container only styles it.
 */
export function DetailHtml({ html }: { html: string }) {
  if (!html.trim()) return <p className="cat-detail-html__empty">暂无课程介绍</p>;
  return <div className="cat-detail-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
