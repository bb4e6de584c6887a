import { useEffect } from 'react';
import { useNavigation } from 'react-router';

type NProgressApi = typeof import('nprogress');

/** nprogress and its CSS, fetched once after the first render: the first page load is not a navigation. */
let loaded: Promise<NProgressApi> | null = null;
function loadNProgress(): Promise<NProgressApi> {
  loaded ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([m]) => {
    const NProgress = (m as { default?: NProgressApi }).default ?? m;
    NProgress.configure({ showSpinner: false, trickleSpeed: 120 });
    return NProgress;
  });
  return loaded;
}

/** Thin top bar while a navigation loads its lazy page or data. */
export function RouteProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    let current = true;
    void loadNProgress().then((NProgress) => {
      if (!current) return;
      if (busy) NProgress.start();
      else NProgress.done();
    });
    return () => {
      current = false;
    };
  }, [busy]);
  return null;
}
