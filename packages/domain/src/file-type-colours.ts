/**
 * Download button colours of explanation files by type (spec section 9): pdf red, jpg blue, png green,
 * ppt orange, anything else blue. The type may be an extension ('PDF', '.pptx') or a MIME type.
 */
export const FILE_TYPE_COLOURS = {
  pdf: '#E8544E',
  jpg: '#3B7CFF',
  png: '#19B37D',
  ppt: '#FF7A2E',
  other: '#3B7CFF',
} as const;

export function fileTypeColour(fileType: string | null | undefined): string {
  const t = (fileType ?? '').trim().toLowerCase().replace(/^\./, '');
  if (t === 'pdf' || t === 'application/pdf') return FILE_TYPE_COLOURS.pdf;
  if (t === 'jpg' || t === 'jpeg' || t === 'image/jpeg' || t === 'image/jpg') return FILE_TYPE_COLOURS.jpg;
  if (t === 'png' || t === 'image/png') return FILE_TYPE_COLOURS.png;
  if (t === 'ppt' || t === 'pptx' || t.includes('powerpoint') || t.includes('presentation'))
    return FILE_TYPE_COLOURS.ppt;
  return FILE_TYPE_COLOURS.other;
}
