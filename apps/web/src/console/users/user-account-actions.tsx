import { useState } from 'react';
import { Button, Checkbox, Flex, Modal, Popconfirm, Typography } from 'antd';
import { API_PATHS, ASSIGNABLE_ROLE_IDS, roleLabelOf, type ConsoleUserDetail } from '@salt/domain';
import { useUserWrite } from './use-user-write';

const roleOptions = ASSIGNABLE_ROLE_IDS.map((id) => ({ value: id, label: roleLabelOf(id) }));
const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** 角色: a checkbox per role the school hands out, saved together (the server keeps an admin's own admin role). */
export function RoleEditor({ user }: { user: ConsoleUserDetail }) {
  const [roles, setRoles] = useState<number[]>(user.roles);
  const write = useUserWrite([user.id]);
  return (
    <Flex vertical gap="small">
      <Checkbox.Group aria-label="角色" options={roleOptions} value={roles} onChange={(v) => setRoles(v as number[])} />
      <div>
        <Button
          type="primary"
          disabled={roles.length === 0 || sameSet(roles, user.roles)}
          loading={write.isPending}
          onClick={() =>
            write.mutate({
              method: 'PUT',
              path: API_PATHS.consoleUserRoles,
              body: { userId: user.id, roleIds: roles },
              done: '角色已保存',
            })
          }
        >
          保存
        </Button>
        {roles.length === 0 && (
          <Typography.Text type="danger" style={{ marginLeft: 8 }}>
            请至少选择一个角色
          </Typography.Text>
        )}
      </div>
    </Flex>
  );
}

/**
 * 锁定/解锁 and 强制重置密码. Locking ends the user's sessions and refuses every login; a reset answers a temporary
 * password once, shown here for the admin to hand over (it cannot be shown again).
 */
export function AccountActions({ user }: { user: ConsoleUserDetail }) {
  const write = useUserWrite([user.id]);
  const reset = useUserWrite<{ temporaryPassword: string }>([user.id]);
  const [temporary, setTemporary] = useState<string | null>(null);
  const name = user.realname || user.username;
  return (
    <Flex wrap gap="small">
      {user.locked ? (
        <Popconfirm
          title={`解锁 ${name}？`}
          description="解锁后该用户可以重新登录。"
          okText="解锁"
          cancelText="取消"
          onConfirm={() =>
            write
              .mutateAsync({
                method: 'POST',
                path: API_PATHS.consoleUserUnlock,
                body: { userId: user.id },
                done: '已解锁',
              })
              // The refusal was shown (useUserWrite); the confirm just closes.
              .catch(() => undefined)
          }
        >
          <Button loading={write.isPending}>解锁</Button>
        </Popconfirm>
      ) : (
        <Popconfirm
          title={`锁定 ${name}？`}
          description="锁定后该用户立即退出登录，且无法再登录，直到解锁。"
          okText="锁定"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() =>
            write
              .mutateAsync({
                method: 'POST',
                path: API_PATHS.consoleUserLock,
                body: { userId: user.id },
                done: '已锁定',
              })
              .catch(() => undefined)
          }
        >
          <Button danger loading={write.isPending}>
            锁定
          </Button>
        </Popconfirm>
      )}
      <Popconfirm
        title={`重置 ${name} 的密码？`}
        description="将生成临时密码，原密码失效，该用户的所有登录立即退出。"
        okText="重置"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={async () => {
          const result = await reset
            .mutateAsync({
              method: 'POST',
              path: API_PATHS.consoleUserResetPassword,
              body: { userId: user.id },
              done: '密码已重置',
            })
            .catch(() => null);
          if (result) setTemporary(result.temporaryPassword);
        }}
      >
        <Button loading={reset.isPending}>强制重置密码</Button>
      </Popconfirm>
      <Modal
        open={temporary !== null}
        title="临时密码"
        onCancel={() => setTemporary(null)}
        footer={
          <Button type="primary" onClick={() => setTemporary(null)}>
            我已记下
          </Button>
        }
      >
        <Typography.Paragraph>请将临时密码告知用户，并提醒其登录后修改密码。关闭后无法再次查看。</Typography.Paragraph>
        <Typography.Text code copyable strong data-testid="temporary-password">
          {temporary}
        </Typography.Text>
      </Modal>
    </Flex>
  );
}
