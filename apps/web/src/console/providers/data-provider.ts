import type { DataProvider } from '@refinedev/core';
import { auditProvider } from './audit-provider';
import { classesProvider } from './classes-provider';
import { dashboardProvider } from './dashboard-provider';
import { goodsProvider } from './goods-provider';
import { jobsProvider } from './jobs-provider';
import { markingProvider } from './marking-provider';
import { usersProvider } from './users-provider';
import { orderProvider } from './order-provider';
import { noticesProvider } from './notices-provider';
import { teachersProvider } from './teachers-provider';
import { couponsProvider } from './coupons-provider';
import { refundsProvider } from './refunds-provider';
import { examsProvider } from './exams-provider';
import { papersProvider, questionsProvider } from './bank-provider';
import { pointsGoodsProvider } from './points-goods-provider';
import { pointsExchangesProvider } from './points-exchanges-provider';
import { referralWithdrawalsProvider } from './referral-withdrawals-provider';
import { classMarkCommentsProvider, classMarksProvider } from './class-marks-provider';
import type { ResourceProvider } from './resource-provider';

/** The console's resources and what each offers (one file per resource beside this one). */
const RESOURCES: Record<string, ResourceProvider> = {
  dashboard: dashboardProvider,
  marking: markingProvider,
  audit: auditProvider,
  jobs: jobsProvider,
  goods: goodsProvider,
  classes: classesProvider,
  users: usersProvider,
  orders: orderProvider,
  refunds: refundsProvider,
  notices: noticesProvider,
  teachers: teachersProvider,
  coupons: couponsProvider,
  exams: examsProvider,
  questions: questionsProvider,
  papers: papersProvider,
  'points-goods': pointsGoodsProvider,
  'points-exchanges': pointsExchangesProvider,
  'referral-withdrawals': referralWithdrawalsProvider,
  'class-marks': classMarksProvider,
  'class-mark-comments': classMarkCommentsProvider,
};

function providerOf<K extends keyof ResourceProvider>(resource: string, method: K): NonNullable<ResourceProvider[K]> {
  const found = RESOURCES[resource]?.[method];
  if (!found) throw new Error(`console data provider: ${method} of ${resource} is not offered by the API`);
  return found;
}

/**
 * Refine's data provider over the web app's API client (token, refresh, envelope, Chinese error messages), so the
 * console shares one way of calling the server with the main app. Each resource maps to the contract's paths;
 * the console only offers what the server has (a resource without a path throws, it never guesses a URL).
 */
export const consoleDataProvider: DataProvider = {
  getApiUrl: () => '/api',
  getList: (params) => providerOf(params.resource, 'getList')(params),
  getOne: (params) => providerOf(params.resource, 'getOne')(params),
  update: (params) => providerOf(params.resource, 'update')(params),
  create: (params) => providerOf(params.resource, 'create')(params),
  deleteOne: (params) => providerOf(params.resource, 'deleteOne')(params),
};
