import { useState } from 'react';
import { Skeleton } from 'antd';
import {
  CheckCircleOutlined,
  LineChartOutlined,
  PlayCircleOutlined,
  RightOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import type { ShopLayout, SpuCard } from '@salt/domain';
import { useDict, useSiteStore } from '../../../lib/site-store';
import { isBuilt } from '../../../lib/built-pages';
import { useSpuLayout } from '../api/spu-layout';
import { effectiveDept } from '../catalogue-labels';
import { GoodsCard } from '../components/goods-card';
import { HomeHero } from '../components/home-hero';
import { CardGridSkeleton, EmptyState, LoadError } from '../components/page-states';
import { TeacherCard } from '../components/teacher-card';
import { isGreyHome } from '../grey-switch';
import '../components/catalogue.css';
import './home-page.css';

const FEATURES = [
  { icon: <PlayCircleOutlined />, title: '直播互动课堂', text: '名师直播授课，课堂连麦答疑，错过可看回放' },
  { icon: <CheckCircleOutlined />, title: '作业一对一批改', text: '辅导老师逐题批改，错题讲解直达每位学生' },
  { icon: <LineChartOutlined />, title: '学习报告', text: '每次课后生成学习报告，进步看得见' },
  { icon: <TeamOutlined />, title: '小班精细辅导', text: '班主任全程跟进，家长随时了解学习情况' },
];

function SectionHead({ title, colour, more }: { title: string; colour?: string; more?: string }) {
  return (
    <div className="home-section__head">
      <h2>
        <span className="home-section__bar" style={colour ? { background: colour } : undefined} />
        {title}
      </h2>
      {more && (
        <Link to={more} className="home-section__more">
          查看更多 <RightOutlined />
        </Link>
      )}
    </div>
  );
}

function GoodsRow({ goods }: { goods: SpuCard[] }) {
  return (
    <div className="cat-grid">
      {goods.slice(0, 4).map((g) => (
        <GoodsCard key={g.id} goods={g} />
      ))}
    </div>
  );
}

type Section = ShopLayout['sections'][number];

/** One block with a tab per subject (in its colour) instead of eight half-empty rows. */
function SubjectSections({ sections, stale, gradeQuery }: { sections: Section[]; stale: boolean; gradeQuery: string }) {
  const [picked, setPicked] = useState('');
  const current = sections.find((s) => s.subject === picked) ?? sections[0]!;
  return (
    <div className={stale ? 'home-subjects is-stale' : 'home-subjects'}>
      <div className="home-section__head">
        <div className="home-subject-tabs" role="tablist" aria-label="选择学科">
          {sections.map((s) => {
            const active = s.subject === current.subject;
            return (
              <button
                key={s.subject}
                type="button"
                role="tab"
                aria-selected={active}
                className={active ? 'home-subject-tab is-active' : 'home-subject-tab'}
                style={
                  active
                    ? { background: s.colour, borderColor: s.colour }
                    : { color: s.colour, borderColor: `${s.colour}55` }
                }
                onClick={() => setPicked(s.subject)}
              >
                {s.title}
                <span className="home-subject-tab__count">{s.goods.length}</span>
              </button>
            );
          })}
        </div>
        <Link to={`/course?subject=${current.subject}${gradeQuery}`} className="home-section__more">
          全部{current.title}课程 <RightOutlined />
        </Link>
      </div>
      <div className="cat-grid" role="tabpanel" aria-label={`${current.title}课程`}>
        {current.goods.map((g) => (
          <GoodsCard key={g.id} goods={g} />
        ))}
      </div>
    </div>
  );
}

/** Home: promoted courses, a row per subject for the chosen grade, recommended courses and the teachers. */
export function HomePage() {
  const dic = useSiteStore((s) => s.dic);
  const grades = useDict('grade');
  const dept = effectiveDept(
    useSiteStore((s) => s.deptValue),
    useDict('dept'),
  );
  const [grade, setGrade] = useState('');
  const layout = useSpuLayout(dept, grade);
  const data = layout.data;
  const gradeQuery = grade ? `&grade=${grade}` : '';

  return (
    <div className={isGreyHome(dic) ? 'home-page is-grey' : 'home-page'}>
      <HomeHero layout={data} />

      <section className="site-container home-features">
        {FEATURES.map((f) => (
          <div key={f.title} className="home-feature">
            <div className="home-feature__icon">{f.icon}</div>
            <div>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </div>
          </div>
        ))}
      </section>

      <section className="site-container home-section">
        <SectionHead title="分科精品课" />
        <div className="home-grade-tabs" role="tablist" aria-label="选择年级">
          {[{ value: '', label: '全部年级' }, ...grades].map((g) => (
            <button
              key={g.value || 'all'}
              type="button"
              role="tab"
              aria-selected={grade === g.value}
              className={grade === g.value ? 'cat-chip is-active' : 'cat-chip'}
              onClick={() => setGrade(g.value)}
            >
              {g.label}
            </button>
          ))}
        </div>

        {layout.isError && !data ? (
          <LoadError error={layout.error} onRetry={() => void layout.refetch()} />
        ) : !data ? (
          <>
            <Skeleton.Input active className="home-section__skeleton-title" />
            <CardGridSkeleton count={4} />
          </>
        ) : data.sections.length === 0 ? (
          <EmptyState text="该年级暂无在售课程，看看其他年级吧" />
        ) : (
          <SubjectSections sections={data.sections} stale={layout.isPlaceholderData} gradeQuery={gradeQuery} />
        )}
      </section>

      {data && data.recommended.length > 0 && (
        <section className="site-container home-section">
          <SectionHead title="热门推荐" more="/course" />
          <GoodsRow goods={data.recommended} />
        </section>
      )}

      {data && data.teachers.length > 0 && (
        <section className="site-container home-section">
          <SectionHead title="名师团队" more="/teacherList" />
          <div className="home-teachers">
            {data.teachers.slice(0, 5).map((t) => (
              <TeacherCard key={t.id} teacher={t} />
            ))}
          </div>
        </section>
      )}

      {/* The download banner waits for its page (see isBuilt). */}
      {isBuilt('/download') && (
        <section className="site-container home-cta">
          <div>
            <h2>下载盐课堂客户端</h2>
            <p>电脑、手机随时上课，课堂体验更流畅</p>
          </div>
          <Link to="/download" className="home-cta__button">
            客户端下载
          </Link>
        </section>
      )}
    </div>
  );
}
