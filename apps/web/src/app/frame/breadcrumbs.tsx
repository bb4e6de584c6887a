import { Breadcrumb } from 'antd';
import { Link, useMatches } from 'react-router';
import { handleOf } from '../../components/route-title';

/** Trail from the route tree: group crumbs and page titles, each linking to where it matched. */
export function Breadcrumbs() {
  const matches = useMatches();
  const trail: { title: string; path: string }[] = [];
  for (const match of matches) {
    const { crumb, title } = handleOf(match);
    const label = crumb ?? title;
    const path = match.pathname.replace(/\/$/, '') || '/';
    if (!label || path === '/') continue;
    if (trail.at(-1)?.path === path) continue;
    trail.push({ title: label, path });
  }
  if (trail.length === 0) return null;
  const items = [
    { title: <Link to="/">首页</Link> },
    ...trail.map((c, i) => ({ title: i === trail.length - 1 ? c.title : <Link to={c.path}>{c.title}</Link> })),
  ];
  return <Breadcrumb className="site-breadcrumbs" items={items} />;
}
