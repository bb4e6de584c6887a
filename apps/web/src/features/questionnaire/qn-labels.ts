import { QUESTIONNAIRE_PHASE_TEXT, type QuestionnaireCard } from '@salt/domain';
import { formatChinaTime } from '../../lib/china-time';

export const timeText = (iso: string): string => formatChinaTime(iso, 'YYYY-MM-DD HH:mm');

/** A card's state as its pupil reads it: 已填写 wins over the phase. */
export function stateText(c: Pick<QuestionnaireCard, 'answered' | 'phase'>): { text: string; tone: string } {
  if (c.answered) return { text: '已填写', tone: 'is-done' };
  return { text: QUESTIONNAIRE_PHASE_TEXT[c.phase], tone: c.phase === 'open' ? 'is-go' : 'is-off' };
}
