import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Skeleton } from 'antd';
import { AdminOnly } from './auth/admin-only';

/**
 * The console's pages, each its own chunk: opening the console downloads the frame and the page at hand, not the
 * charts, the rich-text editor or every other page (the entry stays small as pages are added).
 */
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const DashboardPage = named(() => import('./dashboard/dashboard-page'), 'DashboardPage');
const ClassesPage = named(() => import('./classes/classes-page'), 'ClassesPage');
const MarkingPage = named(() => import('./marking/marking-page'), 'MarkingPage');
const ExamsPage = named(() => import('./exams/exams-page'), 'ExamsPage');
const QuestionsPage = named(() => import('./bank/questions-page'), 'QuestionsPage');
const PapersPage = named(() => import('./bank/papers-page'), 'PapersPage');
const AuditPage = named(() => import('./audit/audit-page'), 'AuditPage');
const JobsPage = named(() => import('./jobs/jobs-page'), 'JobsPage');
const GoodsListPage = named(() => import('./goods/goods-list-page'), 'GoodsListPage');
const GoodsFormPage = named(() => import('./goods/goods-form-page'), 'GoodsFormPage');
const UsersPage = named(() => import('./users/users-page'), 'UsersPage');
const UserDetailPage = named(() => import('./users/user-detail-page'), 'UserDetailPage');
const OrdersPage = named(() => import('./orders/orders-page'), 'OrdersPage');
const NoticesPage = named(() => import('./notices/notices-page'), 'NoticesPage');
const TeachersPage = named(() => import('./teachers/teachers-page'), 'TeachersPage');
const TeacherFormPage = named(() => import('./teachers/teacher-form-page'), 'TeacherFormPage');
const OrderDetailPage = named(() => import('./orders/order-detail-page'), 'OrderDetailPage');
const DictionariesPage = named(() => import('./dictionaries/dictionaries-page'), 'DictionariesPage');
const RefundsPage = named(() => import('./refunds/refunds-page'), 'RefundsPage');
const CouponsPage = named(() => import('./coupons/coupons-page'), 'CouponsPage');
const CouponDetailPage = named(() => import('./coupons/coupon-detail-page'), 'CouponDetailPage');
const HelpArticlesPage = named(() => import('./content/help-articles-page'), 'HelpArticlesPage');
const AgreementsPage = named(() => import('./content/agreements-page'), 'AgreementsPage');
const ClientVersionsPage = named(() => import('./content/client-versions-page'), 'ClientVersionsPage');
const LicencesPage = named(() => import('./content/licences-page'), 'LicencesPage');
const CampaignPage = named(() => import('./content/campaign-page'), 'CampaignPage');
const OfficialAccountPage = named(() => import('./content/official-account-page'), 'OfficialAccountPage');
const BannersPage = named(() => import('./banners/banners-page'), 'BannersPage');
const HomeSectionsPage = named(() => import('./home-sections/home-sections-page'), 'HomeSectionsPage');
const PointsGoodsPage = named(() => import('./points/points-goods-page'), 'PointsGoodsPage');
const PointsExchangesPage = named(() => import('./points/points-exchanges-page'), 'PointsExchangesPage');
const PointsRulesPage = named(() => import('./points/points-rules-page'), 'PointsRulesPage');
const PointsAdjustPage = named(() => import('./points/points-adjust-page'), 'PointsAdjustPage');
const QuestionnairesPage = named(() => import('./questionnaires/questionnaires-page'), 'QuestionnairesPage');
const QuestionnaireEditorPage = named(
  () => import('./questionnaires/questionnaire-editor-page'),
  'QuestionnaireEditorPage',
);
const QuestionnaireResultPage = named(
  () => import('./questionnaires/questionnaire-result-page'),
  'QuestionnaireResultPage',
);
const ReferralWithdrawalsPage = named(() => import('./referral/referral-withdrawals-page'), 'ReferralWithdrawalsPage');
const ClassMarksPage = named(() => import('./class-marks/class-marks-page'), 'ClassMarksPage');
const ExamUploadsPage = named(() => import('./exam-uploads/exam-uploads-page'), 'ExamUploadsPage');
const ClassChangesPage = named(() => import('./class-changes/class-changes-page'), 'ClassChangesPage');

interface ConsolePage {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
  /** Admins only: a teacher who types the address gets 无权查看 (the server refuses the calls anyway). */
  adminOnly?: boolean;
}

export const CONSOLE_PAGES: ConsolePage[] = [
  { path: 'dashboard', Page: DashboardPage },
  { path: 'classes', Page: ClassesPage },
  { path: 'marking', Page: MarkingPage },
  { path: 'exams', Page: ExamsPage },
  { path: 'questions', Page: QuestionsPage },
  { path: 'papers', Page: PapersPage },
  { path: 'notices', Page: NoticesPage },
  { path: 'class-changes', Page: ClassChangesPage },
  { path: 'class-marks', Page: ClassMarksPage },
  { path: 'goods', Page: GoodsListPage, adminOnly: true },
  { path: 'goods/create', Page: GoodsFormPage, adminOnly: true },
  { path: 'goods/:id/edit', Page: GoodsFormPage, adminOnly: true },
  { path: 'orders', Page: OrdersPage, adminOnly: true },
  { path: 'orders/:id', Page: OrderDetailPage, adminOnly: true },
  { path: 'refunds', Page: RefundsPage, adminOnly: true },
  { path: 'coupons', Page: CouponsPage, adminOnly: true },
  { path: 'coupons/:id', Page: CouponDetailPage, adminOnly: true },
  { path: 'users', Page: UsersPage, adminOnly: true },
  { path: 'users/:id', Page: UserDetailPage, adminOnly: true },
  { path: 'dictionaries', Page: DictionariesPage, adminOnly: true },
  { path: 'teachers', Page: TeachersPage, adminOnly: true },
  { path: 'teachers/create', Page: TeacherFormPage, adminOnly: true },
  { path: 'teachers/:id/edit', Page: TeacherFormPage, adminOnly: true },
  { path: 'audit', Page: AuditPage, adminOnly: true },
  { path: 'jobs', Page: JobsPage, adminOnly: true },
  { path: 'help-articles', Page: HelpArticlesPage, adminOnly: true },
  { path: 'agreements', Page: AgreementsPage, adminOnly: true },
  { path: 'client-versions', Page: ClientVersionsPage, adminOnly: true },
  { path: 'licences', Page: LicencesPage, adminOnly: true },
  { path: 'campaign', Page: CampaignPage, adminOnly: true },
  { path: 'official-account', Page: OfficialAccountPage, adminOnly: true },
  { path: 'banners', Page: BannersPage, adminOnly: true },
  { path: 'home-sections', Page: HomeSectionsPage, adminOnly: true },
  { path: 'points-goods', Page: PointsGoodsPage, adminOnly: true },
  { path: 'points-exchanges', Page: PointsExchangesPage, adminOnly: true },
  { path: 'points-rules', Page: PointsRulesPage, adminOnly: true },
  { path: 'points-adjust', Page: PointsAdjustPage, adminOnly: true },
  { path: 'referral-withdrawals', Page: ReferralWithdrawalsPage, adminOnly: true },
  { path: 'questionnaires', Page: QuestionnairesPage, adminOnly: true },
  { path: 'questionnaires/create', Page: QuestionnaireEditorPage, adminOnly: true },
  { path: 'questionnaires/:id/edit', Page: QuestionnaireEditorPage, adminOnly: true },
  { path: 'questionnaires/:id/result', Page: QuestionnaireResultPage, adminOnly: true },
  { path: 'exam-uploads', Page: ExamUploadsPage, adminOnly: true },
];

export function PageElement({ Page, adminOnly }: Omit<ConsolePage, 'path'>) {
  const page = (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <Page />
    </Suspense>
  );
  return adminOnly ? <AdminOnly>{page}</AdminOnly> : page;
}
