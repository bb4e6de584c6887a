import type { ExamUploadStroke } from '@salt/domain';

/** A stroke as SVG: a freehand line through its points, or a circle (an ellipse) in the box of its first and last point. */
export function StrokeShape({ s }: { s: ExamUploadStroke }) {
  if (s.tool === 'circle') {
    const a = s.points[0]!;
    const b = s.points[s.points.length - 1]!;
    return (
      <ellipse
        cx={((a.x + b.x) / 2) * 1000}
        cy={((a.y + b.y) / 2) * 1000}
        rx={(Math.abs(b.x - a.x) / 2) * 1000}
        ry={(Math.abs(b.y - a.y) / 2) * 1000}
        fill="none"
        stroke={s.color}
        strokeWidth={s.width * 2}
        vectorEffect="non-scaling-stroke"
      />
    );
  }
  return (
    <polyline
      points={s.points.map((p) => `${p.x * 1000},${p.y * 1000}`).join(' ')}
      fill="none"
      stroke={s.color}
      strokeWidth={s.width}
      strokeLinecap="round"
      strokeLinejoin="round"
      vectorEffect="non-scaling-stroke"
    />
  );
}

/**
 * A page image with the reviewer's marks drawn over it as an SVG layer (coordinates 0..1 of the original image:
 * the marks are data, the photo is never changed). The page's quarter turn rotates image and marks together.
 */
export function AnnotatedPage(props: {
  url: string;
  rotation: number;
  strokes?: readonly ExamUploadStroke[];
  alt: string;
  children?: React.ReactNode;
}) {
  const quarter = props.rotation === 90 || props.rotation === 270;
  return (
    <div className={`eu-annotated${quarter ? ' is-quarter' : ''}`}>
      <div className="eu-annotated__turn" style={{ transform: `rotate(${props.rotation}deg)` }}>
        <img src={props.url} alt={props.alt} draggable={false} />
        <svg className="eu-annotated__marks" viewBox="0 0 1000 1000" preserveAspectRatio="none" aria-hidden>
          {(props.strokes ?? []).map((s, i) => (
            <StrokeShape key={i} s={s} />
          ))}
        </svg>
        {props.children}
      </div>
    </div>
  );
}
