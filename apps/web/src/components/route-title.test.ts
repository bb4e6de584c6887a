import { describe, expect, it } from 'vitest';
import type { UIMatch } from 'react-router';
import { routeTitleOf } from './route-title';

const m = (handle: unknown) =>
  ({ id: '', pathname: '', params: {}, data: undefined, loaderData: undefined, handle }) as UIMatch;

describe('routeTitleOf', () => {
  it('takes the deepest title', () => {
    expect(routeTitleOf([m({ title: '学习中心' }), m({ crumb: 'x' }), m({ title: '个人信息' })])).toBe('个人信息');
    expect(routeTitleOf([m(undefined)])).toBeUndefined();
  });
});
