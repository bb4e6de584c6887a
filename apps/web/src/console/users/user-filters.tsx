import { Flex, Input, Select } from 'antd';
import { useUrlFilters } from '../components/use-url-filters';
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
  const { values, set } = useUrlFilters((params): UserFilterValues => {
    const keyword = params.get('keyword')?.trim().slice(0, 50);
    const role = oneOf(CONSOLE_USER_KINDS, params.get('role'));
    const state = oneOf(CONSOLE_USER_STATES, params.get('state'));
    return { ...(keyword ? { keyword } : {}), ...(role ? { role } : {}), ...(state ? { state } : {}) };
  });
  return { values, set: (field: UserFilter, value: string | undefined) => set({ [field]: value }) };
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
