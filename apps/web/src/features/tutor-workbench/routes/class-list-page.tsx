import { Result, Spin } from 'antd';
import { useClasses } from '../api/classes';
import { ClassTable } from '../components/class-table';
import { TwPage } from '../components/tw-page';

/** /tutor/classlist: my classes with size, attendance, homework and average score. */
export function ClassListPage() {
  const classes = useClasses();
  return (
    <TwPage title="班级列表" testId="tw-classlist">
      {classes.isPending ? (
        <Spin className="tw-spin" />
      ) : classes.isError ? (
        <Result status="warning" title={classes.error.message} />
      ) : (
        <section className="tw-section">
          <ClassTable rows={classes.data} />
        </section>
      )}
    </TwPage>
  );
}
