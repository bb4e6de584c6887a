import { useParams } from 'react-router';
import { HomeworkFlowView } from '../components/homework-flow-view';

/** /homework/:id and /homework/show/:id: the homework dialog's flow as a page (the native app opens these). */
export function HomeworkPage() {
  const { id = '' } = useParams();
  return (
    <div className="hw-page">
      <HomeworkFlowView key={id} chapterId={id} />
    </div>
  );
}
