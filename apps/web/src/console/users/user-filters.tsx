import { Flex, Input, Select } from 'antd';
import { useSearchParams } from 'react-router';
import { CONSOLE_USER_KINDS, CONSOLE_USER_STATES, type ConsoleUserKind, type ConsoleUserState } from '@salt/domain';
import type { UserFilter } from '../providers/users-provider';

export interface UserFilterValues {
  keyword?: string;
  role?: ConsoleUserKind;
  state?: ConsoleUserState;
}

const kindOptions = Object.entries(CONSOLE_USER_KINDS).map(([value, k]) => ({ value, label: k.label }));
const stateOptions = Object.entries(CONSOLE_USER_STATES).map(([value, label]) => ({ value, label }));
const oneOf = <T extends string>(keys: Record<T, unknown>, v: string | null): T | undefined =>
  v !== null && Object.hasOwn(keys, v) ? (v as T) : undefined;

/** The 用户 list's filters as the page URL holds them; a value the URL got wrong is no filter. */
export function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim().slice(0, 50);
  const values: UserFilterValues = {
    ...(keyword ? { keyword } : {}),
    ...(oneOf(CONSOLE_USER_KINDS, params.get('role')) ? { role: oneOf(CONSOLE_USER_KINDS, params.get('role')) } : {}),
    ...(oneOf(CONSOLE_USER_STATES, params.get('state'))
      ? { state: oneOf(CONSOLE_USER_STATES, params.get('state')) }
      : {}),
  };
  const set = (field: UserFilter, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!value) next.delete(field);
        else next.set(field, value);
        return next;
      },
      { replace: true },
    );
  return { values, set };
}

/** 关键字, 角色 and 状态 above the list; each change starts again at page 1 (the page does that). */
export function UserFilters(props: { values: UserFilterValues; onChange: (f: UserFilter, v?: string) => void }) {
  const { values, onChange } = props;
  return (
    <Flex wrap gap="small" align="center">
      <Input.Search
        aria-label="关键字"
        placeholder="用户名、姓名或手机号"
        allowClear
        maxLength={50}
        style={{ width: 240 }}
        defaultValue={values.keyword}
        onSearch={(v) => onChange('keyword', v.trim())}
      />
      <Select
        aria-label="角色"
        placeholder="全部角色"
        allowClear
        style={{ width: 140 }}
        options={kindOptions}
        value={values.role}
        onChange={(v?: string) => onChange('role', v)}
      />
      <Select
        aria-label="状态"
        placeholder="全部状态"
        allowClear
        style={{ width: 120 }}
        options={stateOptions}
        value={values.state}
        onChange={(v?: string) => onChange('state', v)}
      />
    </Flex>
  );
}
