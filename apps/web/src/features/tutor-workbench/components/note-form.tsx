import { useState } from 'react';
import { Button, DatePicker, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { TUTOR_NOTE_MAX } from '@salt/domain';
import { feedback } from '../../../lib/api/feedback';
import { useAddNote } from '../api/add-note';

/** 写跟进: what was said and, optionally, when to contact the family again. */
export function NoteForm({ pupilId }: { pupilId: number }) {
  const [text, setText] = useState('');
  const [next, setNext] = useState<Dayjs | null>(null);
  const add = useAddNote(pupilId);
  const save = () =>
    add.mutate(
      { text, nextContactOn: next ? next.format('YYYY-MM-DD') : null },
      {
        onSuccess: () => {
          setText('');
          setNext(null);
          feedback().info('跟进记录已保存');
        },
        onError: (e) => feedback().error(e.message),
      },
    );
  return (
    <div className="tw-note-form" data-testid="tw-note-form">
      <Input.TextArea
        aria-label="跟进内容"
        placeholder="记录本次沟通内容，如：已电话联系家长，约定下周补看回放"
        value={text}
        maxLength={TUTOR_NOTE_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="tw-note-form__row">
        <DatePicker
          aria-label="下次联系日期"
          placeholder="下次联系日期（可选）"
          value={next}
          onChange={setNext}
          inputReadOnly
          style={{ width: 200 }}
        />
        <Button type="primary" loading={add.isPending} disabled={text.trim() === ''} onClick={save}>
          保存跟进
        </Button>
      </div>
    </div>
  );
}
