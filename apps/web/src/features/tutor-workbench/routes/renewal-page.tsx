import { Collapse, Empty, Progress, Result, Spin } from 'antd';
import { Link } from 'react-router';
import type { RenewalClass } from '@salt/domain';
import { useRenewal } from '../api/renewal';
import { FollowUpTag } from '../components/follow-up-tag';
import { TwPage, rateText } from '../components/tw-page';

function ClassRenewal({ c }: { c: RenewalClass }) {
  return (
    <div data-testid={`tw-renewal-${c.offeringId}`}>
      <p className="tw-muted">
        下学期（{c.nextTerm}）班级：
        {c.nextClasses.length === 0 ? '暂未开班' : c.nextClasses.map((n) => n.title).join('、')}
      </p>
      {c.notRenewed.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={c.pupils === 0 ? '本班暂无在读学员' : '全部已续报'} />
      ) : (
        <ul className="tw-list">
          {c.notRenewed.map((p) => (
            <li key={p.userId} data-testid={`tw-not-renewed-${p.userId}`}>
              <Link to={`/tutor/student/${p.userId}`}>{p.name}</Link>
              <span className="tw-muted">{p.mobile ?? ''}</span>
              <FollowUpTag state={p.followUp} />
              {p.followUp && <span className="tw-muted tw-ellipsis">{p.followUp.text}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /tutor/renewal (续报): per class, the share of pupils holding a class of the next term, and who has not yet. */
export function RenewalPage() {
  const renewal = useRenewal();
  if (renewal.isPending) return <Spin className="tw-spin" />;
  if (renewal.isError)
    return (
      <TwPage title="续报统计">
        <Result status="warning" title={renewal.error.message} />
      </TwPage>
    );
  const r = renewal.data;
  return (
    <TwPage title="续报统计" testId="tw-renewal">
      <div className="tw-tiles">
        <div className="tw-tile">
          <span className="tw-tile__value" data-testid="tw-renewal-rate">
            {rateText(r.ratePercent)}
          </span>
          <span className="tw-tile__label">总续报率</span>
        </div>
        <div className="tw-tile">
          <span className="tw-tile__value" data-testid="tw-renewal-count">
            {r.renewed}/{r.pupils}
          </span>
          <span className="tw-tile__label">已续报 / 在读</span>
        </div>
      </div>
      <section className="tw-section">
        {r.classes.length === 0 ? (
          <Empty description="暂无班级" />
        ) : (
          <Collapse
            defaultActiveKey={r.classes.slice(0, 1).map((c) => c.offeringId)}
            items={r.classes.map((c) => ({
              key: c.offeringId,
              label: (
                <div className="tw-renewal__label">
                  <span className="tw-ellipsis">{c.title}</span>
                  <span className="tw-renewal__figure">
                    <Progress
                      percent={c.ratePercent ?? 0}
                      size="small"
                      showInfo={false}
                      style={{ width: 80, margin: 0 }}
                    />
                    <span data-testid={`tw-renewal-figure-${c.offeringId}`}>
                      {c.renewed}/{c.pupils}（{rateText(c.ratePercent)}）
                    </span>
                  </span>
                </div>
              ),
              children: <ClassRenewal c={c} />,
            }))}
          />
        )}
      </section>
    </TwPage>
  );
}
