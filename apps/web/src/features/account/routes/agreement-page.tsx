import { Result, Skeleton } from 'antd';
import { agreementParagraphs } from '@salt/domain';
import { useAgreement } from '../../content';
import '../components/account-card.css';

/** 用户服务协议: /clause/custom and the learning centre's copy; the text is the console's (内容 · 协议). */
export function AgreementPage() {
  const { data, isPending, isError } = useAgreement('user');
  if (isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (isError || !data) return <Result status="warning" title="协议加载失败，请刷新重试" />;
  return (
    <article className="legal-text">
      <h1 style={{ textAlign: 'center' }}>{data.title}</h1>
      {agreementParagraphs(data.body).map((p, i) => (p.heading ? <h3 key={i}>{p.text}</h3> : <p key={i}>{p.text}</p>))}
    </article>
  );
}
