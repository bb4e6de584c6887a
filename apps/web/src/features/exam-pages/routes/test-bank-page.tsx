import { useState } from 'react';
import { DotLoading, ErrorBlock, List, ProgressBar, Tabs } from 'antd-mobile';
import { useSiteStore } from '../../../lib/site-store';
import { availableScope, useBankScopes } from '../../exam';
import { useKnowledgePoints } from '../api/knowledge-points';
import { MobileScope } from '../components/mobile-scope';
import { NeedLogin } from '../../../components/need-login';
import { PracticeSession } from '../components/practice-session';
import { useDefaultScope, type Scope } from '../components/scope-picker';
import { WrongNotebook } from '../components/wrong-notebook';
import '../exam-pages.css';
import '../exam-mobile.css';

/** /m-shop/test-bank: practice by subject, grade and knowledge point with instant checking, and the wrong notebook. */
export function TestBankPage() {
  return (
    <NeedLogin prompt="登录后开始题库练习">
      <TestBank />
    </NeedLogin>
  );
}

function TestBank() {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const [tab, setTab] = useState<'practice' | 'wrong'>('practice');
  const [wanted, setScope] = useState<Scope>(useDefaultScope());
  const bank = useBankScopes();
  // What the pupil asked for (at first their own grade), moved to a subject and grade the bank has questions for.
  // If the list cannot be read (or the bank is empty) every subject and grade is offered, as the dictionary has them.
  const scopes = bank.data?.length ? bank.data : undefined;
  const scope = scopes ? availableScope(wanted, scopes) : wanted;
  // undefined: choosing a point; null: all points; a name: that point.
  const [point, setPoint] = useState<string | null | undefined>(undefined);
  const picker = <MobileScope value={scope} onChange={setScope} scopes={scopes} />;
  return (
    <div className={`mexam-page${mobile ? ' is-mobile' : ''}`}>
      <header className="mexam-hero mexam-hero--bank">
        <h1>题库练习</h1>
        <p>按知识点刷题，提交即判对错并给出解析；答错的题自动收进错题本。</p>
      </header>
      <Tabs activeKey={tab} onChange={(k) => setTab(k === 'wrong' ? 'wrong' : 'practice')} className="mexam-tabs">
        <Tabs.Tab key="practice" title="知识点练习" />
        <Tabs.Tab key="wrong" title="错题本" />
      </Tabs>
      {bank.isPending ? (
        <div className="mexam-empty">
          <DotLoading color="primary" />
        </div>
      ) : tab === 'wrong' ? (
        <>
          {picker}
          <WrongNotebook subject={scope.subject} />
        </>
      ) : point === undefined ? (
        <>
          {picker}
          <PointList scope={scope} onPick={setPoint} />
        </>
      ) : (
        <PracticeSession
          key={`${scope.subject}-${scope.grade}-${point ?? ''}`}
          scope={scope}
          point={point}
          onExit={() => setPoint(undefined)}
        />
      )}
    </div>
  );
}

/** The knowledge points of the scope with their question counts and my right share. */
function PointList({ scope, onPick }: { scope: Scope; onPick: (point: string | null) => void }) {
  const { data, isPending, error } = useKnowledgePoints(scope);
  if (isPending) {
    return (
      <div className="mexam-empty">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (error) return <ErrorBlock status="default" title={error.message || '知识点加载失败'} description="" />;
  if (data.length === 0) {
    return <ErrorBlock status="empty" title="该学科和年级暂时没有题目" description="换一个学科或年级试试" />;
  }
  const total = data.reduce((s, p) => s + p.questions, 0);
  return (
    <List className="point-list" mode="card">
      <List.Item onClick={() => onPick(null)} description={`${total} 题`} arrow>
        全部知识点
      </List.Item>
      {data.map((p) => (
        <List.Item
          key={p.point}
          onClick={() => onPick(p.point)}
          arrow
          data-testid={`point-${p.point}`}
          description={
            <div className="point-list__desc">
              <span>{p.questions} 题</span>
              {p.wrongCount > 0 && <span className="point-list__wrong">错题 {p.wrongCount}</span>}
              {p.percent === null ? (
                <span>未练习</span>
              ) : (
                <>
                  <ProgressBar percent={p.percent} className="point-list__bar" />
                  <span>正确率 {p.percent}%</span>
                </>
              )}
            </div>
          }
        >
          {p.point}
        </List.Item>
      ))}
    </List>
  );
}
