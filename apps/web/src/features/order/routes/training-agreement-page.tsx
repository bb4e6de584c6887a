import { DotLoading, ErrorBlock } from 'antd-mobile';
import { agreementParagraphs } from '@salt/domain';
import { useAgreement } from '../../content';
import '../components/shop-ui.css';
import './training-agreement-page.css';

/**
 * 培训协议 (/m-shop/trainingAgreement): the terms a buyer accepts when submitting an order; the text is the
 * console's (内容 · 协议). The paragraph before the first heading is the lead.
 */
export function TrainingAgreementPage() {
  const { data, isPending, isError } = useAgreement('training');
  const paragraphs = data ? agreementParagraphs(data.body) : [];
  const firstHeading = paragraphs.findIndex((p) => p.heading);
  return (
    <div className="op-page agreement">
      <article className="op-card agreement__doc">
        {isPending ? (
          <DotLoading />
        ) : isError || !data ? (
          <ErrorBlock status="default" title="协议加载失败" description="请刷新重试" />
        ) : (
          <>
            <h1>{data.title}</h1>
            {paragraphs.map((p, i) =>
              p.heading ? (
                <h2 key={i}>{p.text}</h2>
              ) : (
                <p key={i} className={i < firstHeading ? 'op-muted agreement__lead' : undefined}>
                  {p.text}
                </p>
              ),
            )}
          </>
        )}
      </article>
    </div>
  );
}
