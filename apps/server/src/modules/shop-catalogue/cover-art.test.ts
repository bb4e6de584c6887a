import { describe, expect, it } from 'vitest';
import { SUBJECT_VALUES } from '@salt/domain';
import { coverSvg, titleLines } from './cover-art';
import { subjectMotif } from './cover-motifs';

describe('generated goods covers', () => {
  it('draw each subject with its own illustration, not just text', () => {
    const motifs = SUBJECT_VALUES.map((s) => subjectMotif(s));
    expect(new Set(motifs).size).toBe(SUBJECT_VALUES.length);
    for (const s of SUBJECT_VALUES) {
      const svg = coverSvg(s, '初二数学秋季同步提高班', '初二 · 秋季');
      expect(svg).toContain(subjectMotif(s));
      // Line art: paths or shapes, and no text inside the illustration.
      expect(subjectMotif(s)).toMatch(/<(path|circle|ellipse|rect) /);
      expect(subjectMotif(s)).not.toContain('<text');
    }
    expect(subjectMotif('99')).toBe(subjectMotif(undefined));
  });

  it('break titles after the subject or term, evenly, never leaving one character alone', () => {
    expect(titleLines('初二数学秋季同步提高班', 8, 3)).toEqual(['初二数学秋季', '同步提高班']);
    expect(titleLines('初二历史春季同步班', 8, 3)).toEqual(['初二历史', '春季同步班']);
    expect(titleLines('高一化学免费公开课', 8, 3)).toEqual(['高一化学', '免费公开课']);
    expect(titleLines('高一英语词汇语法春季班（北京）', 8, 3)).toEqual(['高一英语词汇语法', '春季班（北京）']);
    expect(titleLines('公开课', 8, 3)).toEqual(['公开课']);
    expect(titleLines('一二三四五六七八九十一二三四五六七八九十一二三四五六', 8, 3)).toHaveLength(3);
  });
});
