import type { RouteObject } from 'react-router';
import { DefaultLayout } from '../layouts/default-layout';
import {
  EmptyLayout,
  EmptyNoLoginLayout,
  ExamUploadLayout,
  HomeworkOnlyLayout,
  PcShopLayout,
  RecommendLayout,
} from '../layouts/simple-layouts';
import { AntdLayout } from '../antd-scope';
import {
  defaultFramePages,
  emptyNoLoginPages,
  emptyPages,
  examUploadPages,
  homeworkPages,
  pcShopPages,
  recommendPages,
} from './route-table';

/**
 * Every route outside the phone shop, inside antd's providers, with the layouts that frame them. Loaded lazily
 * (router.tsx): the layouts bring @ant-design/icons and the table ~100 page imports, none of which the phone shop
 * draws.
 */
export const siteRoute: RouteObject = {
  id: 'site',
  Component: AntdLayout,
  children: [
    { Component: EmptyNoLoginLayout, children: emptyNoLoginPages },
    { Component: EmptyLayout, children: emptyPages },
    { Component: ExamUploadLayout, children: examUploadPages },
    { Component: PcShopLayout, children: pcShopPages },
    { Component: RecommendLayout, children: recommendPages },
    { Component: HomeworkOnlyLayout, children: homeworkPages },
    { Component: DefaultLayout, children: defaultFramePages },
  ],
};
