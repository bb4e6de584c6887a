import { useState } from 'react';
import { App, Button, Input } from 'antd';
import { REPORT_COMMENT_MAX, type LearningReport } from '@salt/domain';
import { useCommentReport } from '../api/comment-report';

/** The class's tutor writes the comment the family reads; saved on 保存评语, the report reloads with it. */
export function CommentEditor({ report }: { report: LearningReport }) {
  const { message } = App.useApp();
  const [text, setText] = useState(report.tutorComment ?? '');
  const save = useCommentReport(report.id);
  return (
    <div className="lr-comment__editor">
      <Input.TextArea
        aria-label="评语"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={4}
        maxLength={REPORT_COMMENT_MAX}
        showCount
        placeholder="写给学生和家长：本期表现、进步与需要加强的地方"
      />
      <Button
        type="primary"
        loading={save.isPending}
        onClick={() =>
          save.mutate(text, {
            onSuccess: () => void message.success('评语已保存'),
            onError: (e) => void message.error(e.message),
          })
        }
      >
        保存评语
      </Button>
    </div>
  );
}
