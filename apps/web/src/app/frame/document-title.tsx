import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { documentTitleOf } from '../../components/route-title';

/** Keeps the browser tab's title on the page's route title ('选课中心 - 盐课堂'), whatever the layout. */
export function DocumentTitle() {
  const title = documentTitleOf(useMatches());
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
