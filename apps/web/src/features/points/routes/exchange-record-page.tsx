import { useState } from 'react';
import { POINTS_EXCHANGE_STATUSES, POINTS_EXCHANGE_STATUS_LABELS } from '@salt/domain';
import { useMyExchanges, type ExchangeTab } from '../api/my-exchanges';
import { ExchangeCard } from '../components/exchange-card';
import { ListState, LoadMore } from '../components/list-state';
import { PillTabs } from '../components/pill-tabs';
import { YzPage } from '../components/yz-page';

const TABS: { key: ExchangeTab; label: string }[] = [
  { key: 'all', label: '全部' },
  ...POINTS_EXCHANGE_STATUSES.map((s) => ({ key: s, label: POINTS_EXCHANGE_STATUS_LABELS[s] })),
];

/** 兑换记录 (/yanzhi/exchangeRecord): my exchanges by status, ten at a time; each opens its detail. */
export function ExchangeRecordPage() {
  const [tab, setTab] = useState<ExchangeTab>('all');
  const list = useMyExchanges(tab);
  const rows = list.data?.pages.flatMap((p) => p.records) ?? [];
  return (
    <YzPage title="兑换记录" testId="yz-records">
      <PillTabs label="兑换状态" items={TABS} active={tab} onChange={setTab} />
      <ListState pending={list.isPending} error={list.error} empty={rows.length === 0} emptyText="暂无兑换记录">
        <div className="yz-stack">
          {rows.map((x) => (
            <ExchangeCard key={x.id} x={x} />
          ))}
        </div>
        <LoadMore has={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
      </ListState>
    </YzPage>
  );
}
