import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 draws its imperative UI (Dialog.confirm, Toast.show) with ReactDOM.render, which React 19
 * removed: without this hook those calls silently show nothing. Its documented fix for React 19 is to hand
 * it createRoot. Importing this module once is enough; it is idempotent.
 */
unstableSetRender((node, container) => {
  const host = container as Element & { __saltRoot?: Root };
  host.__saltRoot ??= createRoot(host);
  host.__saltRoot.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    host.__saltRoot?.unmount();
    delete host.__saltRoot;
  };
});
