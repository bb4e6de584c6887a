import { Tag } from 'antd';
import { ADMIN_ROLE_ID, TEACHER_ROLE_ID, roleLabelOf } from '@salt/domain';

const colourOf = (id: number) => (id === ADMIN_ROLE_ID ? 'red' : id === TEACHER_ROLE_ID ? 'blue' : undefined);

/** A user's roles as tags (admin red, teacher blue, the rest plain). */
export function RoleTags({ roles }: { roles: readonly number[] }) {
  if (roles.length === 0) return <>—</>;
  return (
    <>
      {roles.map((id) => (
        <Tag key={id} color={colourOf(id)}>
          {roleLabelOf(id)}
        </Tag>
      ))}
    </>
  );
}
