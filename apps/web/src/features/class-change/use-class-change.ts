import { useState } from 'react';
import type { ClassChangeRequest } from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { useApplyChange } from './api/apply-change';
import { useCancelChange } from './api/cancel-change';
import { useChangeOptions } from './api/change-options';
import { usePaySupplement } from './api/supplement-order';
import { choosable } from './class-change-labels';

/** Why a write failed, in the server's words. */
const failure = (e: unknown) => (e instanceof ApiError ? e.message : '提交失败，请重试');

/**
 * One order line's 调班, for the site's page and the phone shop's alike (only the layout differs): the options,
 * the chosen class and reason, apply and cancel, and the pending request if there is one.
 */
export function useClassChange(orderItemId: number | null) {
  const [level, setLevel] = useState<'same' | 'all'>('same');
  const options = useChangeOptions(orderItemId, level);
  const [targetSkuId, setTarget] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyChange();
  const cancel = useCancelChange();
  const supplement = usePaySupplement();
  const data = options.data;
  const pending: ClassChangeRequest | null = data?.requests.find((r) => r.status === 'pending') ?? null;
  const target = data?.targets.find((t) => t.skuId === targetSkuId) ?? null;
  const canApply = !!data && data.problem === null && !pending;
  const ready = canApply && target !== null && choosable(target) && reason.trim().length > 0;

  async function submit(): Promise<boolean> {
    if (!ready || orderItemId === null || !target) return false;
    setError(null);
    try {
      await apply.mutateAsync({ orderSkuId: orderItemId, targetSkuId: target.skuId, reason: reason.trim() });
      setTarget(null);
      setReason('');
      return true;
    } catch (e) {
      setError(failure(e));
      return false;
    }
  }

  async function withdraw(id: number): Promise<boolean> {
    setError(null);
    try {
      await cancel.mutateAsync(id);
      return true;
    } catch (e) {
      setError(failure(e));
      return false;
    }
  }

  /** 去支付补差价: on to the payment (the page leaves for the provider; the order list shows the result). */
  async function paySupplement(id: number): Promise<boolean> {
    setError(null);
    try {
      await supplement.mutateAsync(id);
      return true;
    } catch (e) {
      setError(failure(e));
      return false;
    }
  }

  return {
    options,
    data,
    loadError: options.error ? failure(options.error) : null,
    level,
    setLevel,
    target,
    setTarget,
    reason,
    setReason,
    pending,
    canApply,
    ready,
    submit,
    submitting: apply.isPending,
    withdraw,
    withdrawing: cancel.isPending,
    paySupplement,
    paying: supplement.isPending,
    error,
  };
}
export type ClassChangeState = ReturnType<typeof useClassChange>;
