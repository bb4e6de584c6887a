import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ApartmentOutlined,
  BookOutlined,
  FileDoneOutlined,
  ProfileOutlined,
  RadarChartOutlined,
  RobotOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { isBuilt } from '../../../lib/built-pages';
import './exam-entries.css';

/** The exams and practice a pupil can reach, as the learning centre lists them (built pages only). */
export const examEntries = (): { to: string; title: string; icon: ReactNode; tone: string }[] =>
  [
    { to: '/jieke', title: '结课考试', icon: <FileDoneOutlined />, tone: '#1677ff' },
    { to: '/mockExamination', title: '模拟考试', icon: <ProfileOutlined />, tone: '#722ed1' },
    { to: '/outdoor', title: '课外测评', icon: <RadarChartOutlined />, tone: '#13c2c2' },
    { to: '/ai/TestResult', title: 'AI练习', icon: <RobotOutlined />, tone: '#fa541c' },
    { to: '/m-shop/test-bank', title: '题库练习', icon: <BookOutlined />, tone: '#52c41a' },
    { to: '/m-shop/fenban-test', title: '分班测试', icon: <ApartmentOutlined />, tone: '#fa8c16' },
    { to: '/m-shop/listening', title: '听力练习', icon: <SoundOutlined />, tone: '#eb2f96' },
  ].filter((e) => isBuilt(e.to));

/** 考试与练习 on a pupil's learning centre. Filtered when drawn: the route table registers as the router loads. */
export function ExamEntries({ mobile }: { mobile: boolean }) {
  const entries = examEntries();
  if (entries.length === 0) return null;
  return (
    <section className={`exam-entries${mobile ? ' is-mobile' : ''}`} aria-label="考试与练习">
      <h2 className="exam-entries__title">考试与练习</h2>
      <nav className="exam-entries__list">
        {entries.map((e) => (
          <Link key={e.to} to={e.to} className="exam-entry" style={{ ['--tone' as string]: e.tone }}>
            <span className="exam-entry__icon">{e.icon}</span>
            <span className="exam-entry__title">{e.title}</span>
          </Link>
        ))}
      </nav>
    </section>
  );
}
