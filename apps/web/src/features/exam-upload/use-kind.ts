import { useLocation, useSearchParams } from 'react-router';
import type { ExamUploadKind } from '@salt/domain';

/**
 * Which of the two twin sections a page is in: /examupload/… (试卷) or /examupload/essay/… (作文, the same pages
 * with kind essay), its base path and its word; and the upload id a page was opened with (`?id=`).
 */
export function useKind() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const kind: ExamUploadKind = pathname.startsWith('/examupload/essay') ? 'essay' : 'paper';
  const id = Number(params.get('id') ?? 0);
  return {
    kind,
    base: kind === 'essay' ? '/examupload/essay' : '/examupload',
    word: kind === 'essay' ? '作文' : '试卷',
    id: Number.isInteger(id) && id > 0 ? id : 0,
  };
}

export const baseOf = (kind: ExamUploadKind) => (kind === 'essay' ? '/examupload/essay' : '/examupload');
