import { Avatar, Button, Empty, Skeleton, Tag } from 'antd';
import { PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useMyTutor } from '../api/my-tutor';
import './center-pages.css';

/** 我的辅导老师: the tutor of each class, to call or message about homework and lessons. */
export function MyTutorPage() {
  const { data, isPending } = useMyTutor();
  return (
    <div className="center-page">
      <div className="center-page__head">
        <h2>我的辅导老师</h2>
      </div>
      {isPending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : !data || data.length === 0 ? (
        <Empty className="learn-empty" description="报名课程后，班级的辅导老师会显示在这里" />
      ) : (
        <div className="tutor-grid">
          {data.map((t) => (
            <section key={t.tutorId} className="tutor-card">
              <div className="tutor-card__who">
                <Avatar size={64} src={t.avatar || undefined} icon={<UserOutlined />} />
                <div>
                  <div className="tutor-card__name">{t.name}</div>
                  <div className="tutor-card__role">辅导老师</div>
                </div>
              </div>
              {t.intro && <p className="tutor-card__intro">{t.intro}</p>}
              <div className="tutor-card__classes">
                {t.classes.map((c) => (
                  <Link key={c.offeringId} to={`/center/course-detail/${c.offeringId}`}>
                    <Tag color="blue" variant="filled">
                      {c.title}
                    </Tag>
                  </Link>
                ))}
              </div>
              {t.phone && (
                <Button block icon={<PhoneOutlined />} href={`tel:${t.phone}`}>
                  联系老师 {t.phone}
                </Button>
              )}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
