import { useState } from 'react';
import { App, Button, Input, Rate, Switch, Tag } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { CLASS_MARK_COMMENT_MAX, classMarkTagsForRating, type ClassMarkSession } from '@salt/domain';
import { useCreateClassMark } from '../api/create-class-mark';
import { SessionHead } from './session-head';

const STAR_TEXT = ['很差', '较差', '一般', '满意', '非常满意'];

/** 已评价: the stars, tags and comment I gave (read-only). */
function GivenMark({ s }: { s: ClassMarkSession }) {
  const m = s.mark!;
  return (
    <div className="cm-given" data-testid="class-mark-given">
      <div className="cm-given__badge">
        <CheckCircleFilled /> 已评价
      </div>
      <div className="cm-row">
        <span className="cm-row__label">主讲老师</span>
        <Rate disabled value={m.teacherStars} aria-label={`主讲老师 ${m.teacherStars} 星`} />
      </div>
      <div className="cm-row">
        <span className="cm-row__label">辅导老师</span>
        <Rate disabled value={m.tutorStars} aria-label={`辅导老师 ${m.tutorStars} 星`} />
      </div>
      {m.tags.length > 0 && (
        <div className="cm-tags">
          {m.tags.map((t) => (
            <Tag key={t} color="orange">
              {t}
            </Tag>
          ))}
        </div>
      )}
      {m.comment && <p className="cm-given__comment">{m.comment}</p>}
      {m.anonymous && <div className="cm-muted">匿名评价</div>}
    </div>
  );
}

/** The rating form of one session; once given (or when the window is shut) what was given or why not. */
export function ClassMarkForm({ s }: { s: ClassMarkSession }) {
  const { message } = App.useApp();
  const create = useCreateClassMark();
  const [teacherStars, setTeacherStars] = useState(0);
  const [tutorStars, setTutorStars] = useState(0);
  const [tags, setTags] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const rated = teacherStars > 0 && tutorStars > 0;
  // The chips follow the stars: praise for good ones, complaints for poor ones; a chip no longer offered drops.
  const offered = rated ? classMarkTagsForRating(teacherStars, tutorStars) : [];
  const chosen = tags.filter((t) => offered.includes(t));

  if (s.mark)
    return (
      <section className="cm-card">
        <SessionHead s={s} />
        <GivenMark s={s} />
      </section>
    );
  if (s.refusal)
    return (
      <section className="cm-card">
        <SessionHead s={s} />
        <div className="cm-refusal" role="alert">
          {s.refusal}
        </div>
      </section>
    );

  const submit = () =>
    create.mutate(
      { chapterId: s.chapterId, teacherStars, tutorStars, tags: chosen, comment: comment.trim() || null, anonymous },
      {
        onSuccess: () => void message.success('评价成功，感谢你的反馈'),
        onError: (e) => void message.error(e.message || '提交失败，请稍后重试'),
      },
    );

  return (
    <section className="cm-card" data-testid="class-mark-form">
      <SessionHead s={s} />
      <div className="cm-deadline">还剩 {s.daysLeft} 天可评价</div>
      <div className="cm-row">
        <span className="cm-row__label">主讲老师</span>
        <Rate value={teacherStars} onChange={setTeacherStars} aria-label="主讲老师评分" />
        <span className="cm-row__hint">{STAR_TEXT[teacherStars - 1] ?? ''}</span>
      </div>
      <div className="cm-row">
        <span className="cm-row__label">辅导老师</span>
        <Rate value={tutorStars} onChange={setTutorStars} aria-label="辅导老师评分" />
        <span className="cm-row__hint">{STAR_TEXT[tutorStars - 1] ?? ''}</span>
      </div>
      <div className="cm-tags" aria-label="评价标签">
        {rated ? (
          offered.map((t) => (
            <Tag.CheckableTag
              key={t}
              checked={chosen.includes(t)}
              onChange={(on) => setTags(on ? [...chosen, t] : chosen.filter((x) => x !== t))}
            >
              {t}
            </Tag.CheckableTag>
          ))
        ) : (
          <span className="cm-muted">为两位老师打分后可选择评价标签</span>
        )}
      </div>
      <Input.TextArea
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={CLASS_MARK_COMMENT_MAX}
        showCount
        rows={4}
        placeholder="说说这节课的收获和建议（选填）"
        aria-label="评价内容"
      />
      <div className="cm-row cm-row--switch">
        <span className="cm-row__label">匿名评价</span>
        <Switch checked={anonymous} onChange={setAnonymous} aria-label="匿名评价" />
        <span className="cm-muted">匿名后老师看不到你的评价内容</span>
      </div>
      <Button
        type="primary"
        size="large"
        block
        disabled={!rated}
        loading={create.isPending}
        onClick={submit}
        className="cm-submit"
      >
        提交评价
      </Button>
    </section>
  );
}
