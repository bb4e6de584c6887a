import { useEffect, type ComponentType } from 'react';
import { Button, Result } from 'antd';
import { useSearchParams } from 'react-router';
import type { ExamKind } from '@salt/domain';
import { openLoginDialog, useSiteStore } from '../../../lib/site-store';
import { ExamById, examIdOf } from '../components/exam-by-id';
import '../exam.css';

/** The shop frame is public; a test is personal, so it asks for login in place. */
function LoginFirst() {
  useEffect(() => openLoginDialog('login'), []);
  return (
    <Result
      status="403"
      title="请先登录"
      subTitle="登录后即可参加测试"
      extra={
        <Button type="primary" onClick={() => openLoginDialog('login')}>
          立即登录
        </Button>
      }
    />
  );
}

/**
 * A shop test page (/m-shop/fenban-test, /m-shop/listening) shared by two features: with `?examId=` it is the
 * answering page (start screen and runner, this feature); otherwise (no test chosen yet, or `?sessionId=` of a
 * handed-in one, where the runner sends the pupil) it is the landing / result the exam pages draw, passed in by
 * the route table.
 */
export function shopExamPage(kind: ExamKind, Landing: ComponentType): ComponentType {
  function ShopExamPage() {
    const [search] = useSearchParams();
    const token = useSiteStore((s) => s.token);
    const examId = examIdOf(search);
    if (examId === null) return <Landing />;
    if (!token) return <LoginFirst />;
    return <ExamById key={examId} examId={examId} kind={kind} compact />;
  }
  ShopExamPage.displayName = `ShopExamPage(${kind})`;
  return ShopExamPage;
}
