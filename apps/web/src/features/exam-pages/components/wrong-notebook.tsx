import '../../../lib/antd-mobile-render';
import { useState } from 'react';
import { Button, Dialog, DotLoading, ErrorBlock, Toast } from 'antd-mobile';
import { subjectLabel, type SubjectValue } from '@salt/domain';
import { formatChinaTime } from '../../../lib/china-time';
import { useRemoveWrong } from '../api/wrong-remove';
import { useWrongPage } from '../api/wrong-page';
import { AnalysisItem } from './analysis-item';

const PAGE_SIZE = 10;

/**
 * 错题本: the questions I got wrong in practice, newest mistake first, each with my last answer and the analysis;
 * 移出错题本 takes one out once it is understood.
 */
export function WrongNotebook({ subject }: { subject: SubjectValue | null }) {
  const [size, setSize] = useState(PAGE_SIZE);
  const { data, isPending, error } = useWrongPage({ current: 1, size, ...(subject ? { subject } : {}) });
  const remove = useRemoveWrong();

  const onRemove = async (questionId: number) => {
    const ok = await Dialog.confirm({
      content: '确定把这道题移出错题本吗？',
      confirmText: '移出',
      cancelText: '取消',
    });
    if (!ok) return;
    remove.mutate(questionId, { onSuccess: () => Toast.show({ content: '已移出错题本' }) });
  };

  if (isPending) {
    return (
      <div className="mexam-empty">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (error) return <ErrorBlock status="default" title={error.message || '错题本加载失败'} description="" />;
  if (data.records.length === 0) {
    return (
      <ErrorBlock
        status="empty"
        title="错题本是空的"
        description={subject ? `${subjectLabel(subject)}暂时没有错题` : '练习中答错的题目会自动收进这里'}
      />
    );
  }
  return (
    <div className="wrong-notebook">
      <div className="wrong-notebook__count">共 {data.total} 道错题</div>
      {data.records.map((w) => (
        <section
          key={w.question.questionId}
          className="mexam-card wrong-item"
          data-testid={`wrong-${w.question.questionId}`}
        >
          <div className="wrong-item__meta">
            <span>{subjectLabel(w.subject)}</span>
            <span>错 {w.wrongCount} 次</span>
            <span>最近 {formatChinaTime(w.lastWrongAt, 'MM-DD')}</span>
          </div>
          <AnalysisItem q={w.question} showScore={false} />
          <Button
            size="small"
            fill="outline"
            className="wrong-item__remove"
            loading={remove.isPending && remove.variables === w.question.questionId}
            onClick={() => void onRemove(w.question.questionId)}
          >
            移出错题本
          </Button>
        </section>
      ))}
      {data.records.length < data.total && (
        <Button block fill="none" onClick={() => setSize((s) => Math.min(100, s + PAGE_SIZE))}>
          加载更多
        </Button>
      )}
    </div>
  );
}
