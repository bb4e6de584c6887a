import { Button, Segmented, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { QUESTIONNAIRE_TABS, type QuestionnaireCard, type QuestionnaireTab } from '@salt/domain';
import { useSiteStore } from '../../../lib/site-store';
import { useQuestionnairePage } from '../api/questionnaire-page';
import { AnswerView } from '../components/answer-view';
import { stateText, timeText } from '../qn-labels';
import './questionnaire.css';

const TAB_TEXT: Record<QuestionnaireTab, string> = { open: '进行中', answered: '已填写', closed: '已结束' };
const EMPTY_TEXT: Record<QuestionnaireTab, string> = {
  open: '暂时没有需要填写的问卷',
  answered: '你还没有填写过问卷',
  closed: '没有已结束的问卷',
};

/**
 * 问卷调查 (/questionnaire and /questionnaire/list): the questionnaires for me in three tabs; `?id=` opens one to
 * answer (or change my answer) on the same page.
 */
export function QuestionnaireListPage() {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const tabParam = params.get('tab') as QuestionnaireTab | null;
  const tab: QuestionnaireTab = tabParam && QUESTIONNAIRE_TABS.includes(tabParam) ? tabParam : 'open';
  return (
    <div className={`qn-page${mobile ? ' is-m' : ''}`} data-testid="qn-list">
      {id > 0 ? (
        <AnswerView id={id} onBack={() => setParams({ tab })} />
      ) : (
        <>
          <div className="qn-head">
            <h2>问卷调查</h2>
            <Segmented
              value={tab}
              onChange={(v) => setParams({ tab: v })}
              options={QUESTIONNAIRE_TABS.map((t) => ({ value: t, label: TAB_TEXT[t] }))}
            />
          </div>
          <QuestionnaireCards tab={tab} onOpen={(qid) => setParams({ tab, id: String(qid) })} />
        </>
      )}
    </div>
  );
}

function QuestionnaireCards({ tab, onOpen }: { tab: QuestionnaireTab; onOpen: (id: number) => void }) {
  const list = useQuestionnairePage(tab);
  const rows = list.data?.pages.flatMap((p) => p.records) ?? [];
  if (list.isPending) return <div className="qn-state">加载中…</div>;
  if (list.error)
    return (
      <div className="qn-state is-error" role="alert">
        {list.error.message || '加载失败，请稍后重试'}
      </div>
    );
  if (rows.length === 0) return <div className="qn-state">{EMPTY_TEXT[tab]}</div>;
  return (
    <>
      <ul className="qn-cards" aria-label={`${TAB_TEXT[tab]}的问卷`}>
        {rows.map((c) => (
          <Card key={c.id} c={c} onOpen={onOpen} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          加载更多
        </Button>
      )}
    </>
  );
}

function Card({ c, onOpen }: { c: QuestionnaireCard; onOpen: (id: number) => void }) {
  const state = stateText(c);
  return (
    <li className="qn-card" data-testid="qn-card">
      <div className="qn-card__top">
        <h3>{c.title}</h3>
        <span className={`qn-tag ${state.tone}`}>{state.text}</span>
      </div>
      {c.intro && <p className="qn-card__intro">{c.intro}</p>}
      <div className="qn-card__meta">
        <span>
          {timeText(c.opensAt)} 至 {timeText(c.closesAt)}
        </span>
        <span>共 {c.questionCount} 题</span>
        {c.anonymous && <Tag color="blue">匿名</Tag>}
      </div>
      <div className="qn-card__actions">
        {c.phase === 'open' && (
          <Button type="primary" onClick={() => onOpen(c.id)}>
            {c.answered ? '修改答卷' : '去填写'}
          </Button>
        )}
        {c.phase !== 'open' && c.answered && <Button onClick={() => onOpen(c.id)}>查看答卷</Button>}
        {c.answered && c.resultsPublic && (
          <Link to={`/questionnaire/result?id=${c.id}`}>
            <Button>查看结果</Button>
          </Link>
        )}
      </div>
    </li>
  );
}
