import { App, Empty, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useDecideRequest } from '../api/decide-request';
import { useParentRequests } from '../api/parent-requests';
import { ChildPicker } from '../components/child-picker';
import { PaPage } from '../components/pa-page';
import { RequestCard } from '../components/request-card';
import { useChosenChild } from '../components/use-chosen-child';

/**
 * 今日审批 (/parent/todayApprove): what waits for the parent: a purchase a child asked them to pay (同意并付款 goes
 * on to 缴费 for that order), a refund or class change needing a guardian's consent; the decided ones below.
 */
export function TodayApprovePage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const child = useChosenChild();
  const requests = useParentRequests(child.chosen);
  const decide = useDecideRequest();
  const query = child.chosen ? `?studentId=${child.chosen}` : '';

  const approve = (id: number, kind: string, studentId: number, orderId: number) =>
    decide.mutate(
      { id, approve: true },
      {
        onSuccess: () => {
          if (kind === 'purchase') void navigate(`/parent/payment?studentId=${studentId}&orderId=${orderId}`);
          else void message.success('已同意');
        },
        onError: (e) => void message.error(e.message),
      },
    );

  let body;
  if (child.loading || requests.isPending) body = <Spin className="pa-spin" />;
  else if (child.children.length === 0) body = <Empty className="pa-none" description="还没有绑定学生账号" />;
  else if (requests.error) body = <Empty className="pa-none" description={requests.error.message} />;
  else {
    const { pending, history } = requests.data;
    body = (
      <>
        <section className="pa-section" data-testid="approve-pending">
          <h3>待审批 {pending.length > 0 && <span className="pa-count">{pending.length}</span>}</h3>
          {pending.length === 0 ? (
            <Empty className="pa-none" description="暂无待审批事项" />
          ) : (
            <div className="pa-list">
              {pending.map((r) => (
                <RequestCard
                  key={r.id}
                  request={r}
                  busy={decide.isPending && decide.variables?.id === r.id}
                  onApprove={() => approve(r.id, r.kind, r.studentId, r.targetId)}
                  onDecline={(reason) => decide.mutateAsync({ id: r.id, approve: false, reason })}
                />
              ))}
            </div>
          )}
        </section>
        {history.length > 0 && (
          <section className="pa-section" data-testid="approve-history">
            <h3>已处理</h3>
            <div className="pa-list">
              {history.map((r) => (
                <RequestCard key={r.id} request={r} />
              ))}
            </div>
          </section>
        )}
      </>
    );
  }

  return (
    <PaPage title="今日审批" links={[{ to: `/parent/payment${query}`, text: '缴费' }]} testId="today-approve">
      <ChildPicker list={child.children} chosen={child.chosen} onChoose={child.choose} />
      {body}
    </PaPage>
  );
}
