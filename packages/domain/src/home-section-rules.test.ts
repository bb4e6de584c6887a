import { describe, expect, it } from 'vitest';
import { arrangeSections, visibleHomeSections, type HomeSectionSetting } from './home-section-rules';

const row = (subject: string, sort: number, shown = true, title: string | null = null): HomeSectionSetting => ({
  subject,
  sort,
  shown,
  title,
});

describe('home sections', () => {
  it('with no settings shows every subject in subject order under its label', () => {
    expect(visibleHomeSections([])).toEqual([
      { subject: '1', title: '语文' },
      { subject: '2', title: '数学' },
      { subject: '3', title: '英语' },
      { subject: '4', title: '物理' },
      { subject: '5', title: '化学' },
      { subject: '6', title: '生物' },
      { subject: '7', title: '历史' },
      { subject: '8', title: '地理' },
    ]);
  });

  it('puts arranged subjects first by sort, then the untouched ones in subject order', () => {
    const order = visibleHomeSections([row('3', 0), row('1', 1)]).map((s) => s.subject);
    expect(order).toEqual(['3', '1', '2', '4', '5', '6', '7', '8']);
  });

  it('breaks equal sorts by subject order', () => {
    expect(
      visibleHomeSections([row('5', 2), row('2', 2)])
        .map((s) => s.subject)
        .slice(0, 2),
    ).toEqual(['2', '5']);
  });

  it('leaves hidden subjects out of the home page but keeps them in the arrangement', () => {
    const settings = [row('4', 0, false), row('3', 1)];
    expect(visibleHomeSections(settings).map((s) => s.subject)).not.toContain('4');
    const all = arrangeSections(settings);
    expect(all).toHaveLength(8);
    expect(all[0]).toMatchObject({ subject: '4', shown: false, title: '物理' });
    expect(all[7]!.setting).toBeNull();
  });

  it('uses the title override, or the label when it is empty', () => {
    const [first, second] = visibleHomeSections([row('2', 0, true, '数学思维'), row('1', 1, true, '  ')]);
    expect(first).toEqual({ subject: '2', title: '数学思维' });
    expect(second).toEqual({ subject: '1', title: '语文' });
  });

  it('ignores settings of subjects that are not in the list', () => {
    expect(visibleHomeSections([row('9', 0)], ['1', '2']).map((s) => s.subject)).toEqual(['1', '2']);
  });
});
