import { useState } from 'react';
import { Button, Empty, Flex, List, Popconfirm, Select } from 'antd';
import { Link } from 'react-router';
import { API_PATHS, PARENT_ROLE_ID, STUDENT_ROLE_ID, type ConsoleUserDetail } from '@salt/domain';
import { personLabel as nameOf, useUserSearch } from './use-user-search';
import { useUserWrite } from './use-user-write';

/**
 * 绑定家长 (on a pupil) or 绑定学生 (on a parent): the bound accounts with 解除绑定, and a search to bind another.
 * Shown for pupils (role 2) and parents (role 3); the server checks both sides' roles.
 */
export function FamilyBinder({ user }: { user: ConsoleUserDetail }) {
  const asPupil = user.roles.includes(STUDENT_ROLE_ID);
  const asParent = user.roles.includes(PARENT_ROLE_ID);
  return (
    <Flex vertical gap="middle">
      {asPupil && <Side user={user} side="parent" />}
      {asParent && <Side user={user} side="pupil" />}
      {!asPupil && !asParent && <Empty description="仅学生和家长账号可以绑定" />}
    </Flex>
  );
}

function Side({ user, side }: { user: ConsoleUserDetail; side: 'parent' | 'pupil' }) {
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<number | undefined>();
  const bound = side === 'parent' ? user.parents : user.children;
  const pairOf = (other: number) =>
    side === 'parent' ? { parentId: other, studentId: user.id } : { parentId: user.id, studentId: other };
  const write = useUserWrite([user.id, ...bound.map((p) => p.id), ...(picked ? [picked] : [])]);
  const search = useUserSearch(side, keyword);
  const label = side === 'parent' ? '家长' : '学生';
  const options = (search.data?.records ?? [])
    .filter((r) => r.id !== user.id && !bound.some((b) => b.id === r.id))
    .map((r) => ({ value: r.id, label: nameOf(r) }));
  return (
    <div>
      <List
        header={`已绑定${label}`}
        size="small"
        bordered
        dataSource={bound}
        locale={{ emptyText: `还没有绑定${label}` }}
        renderItem={(p) => (
          <List.Item
            actions={[
              <Popconfirm
                key="unbind"
                title={`解除与 ${p.realname || p.username} 的绑定？`}
                okText="解除"
                cancelText="取消"
                onConfirm={() =>
                  write
                    .mutateAsync({
                      method: 'POST',
                      path: API_PATHS.consoleParentUnbind,
                      body: pairOf(p.id),
                      done: '已解除绑定',
                    })
                    .catch(() => undefined)
                }
              >
                <Button type="link" danger size="small">
                  解除绑定
                </Button>
              </Popconfirm>,
            ]}
          >
            <Link to={`/console/users/${p.id}`}>{nameOf(p)}</Link>
          </List.Item>
        )}
      />
      <Flex wrap gap="small" style={{ marginTop: 8 }}>
        <Select<number>
          aria-label={`选择${label}`}
          placeholder={`搜索${label}：用户名、姓名或手机号`}
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          style={{ width: 300, maxWidth: '100%' }}
          value={picked}
          onChange={setPicked}
          loading={search.isFetching}
          notFoundContent={
            keyword.trim() === '' ? '输入关键字搜索' : search.isFetching ? '搜索中…' : `没有找到${label}`
          }
          options={options}
        />
        <Button
          type="primary"
          disabled={picked === undefined}
          loading={write.isPending}
          onClick={() =>
            write.mutate(
              { method: 'POST', path: API_PATHS.consoleParentBind, body: pairOf(picked!), done: `已绑定${label}` },
              { onSuccess: () => setPicked(undefined) },
            )
          }
        >
          绑定{label}
        </Button>
      </Flex>
    </div>
  );
}
