import { useRef, useState } from 'react';
import { Button, Segmented, Space } from 'antd';
import type { ExamUploadStroke } from '@salt/domain';
import { StrokeShape } from '../components/annotated-page';

type Tool = ExamUploadStroke['tool'];
const COLOR = '#e53935';

/**
 * Marks on one essay page: freehand strokes or circles drawn on an SVG layer over the photo, kept as data (points
 * 0..1 of the image), never drawn into the image itself. Pointer events, so mouse, pen and touch all draw.
 */
export function AnnotationTool(props: {
  url: string;
  rotation: number;
  alt: string;
  strokes: ExamUploadStroke[];
  onChange: (s: ExamUploadStroke[]) => void;
}) {
  const [tool, setTool] = useState<Tool>('pen');
  const [drawing, setDrawing] = useState<ExamUploadStroke | null>(null);
  const layer = useRef<SVGSVGElement>(null);
  const pointOf = (e: React.PointerEvent) => {
    const box = layer.current!.getBoundingClientRect();
    // The layer turns with the photo; the rotated box maps back to the unturned image by the page's quarter turn.
    let x = (e.clientX - box.left) / box.width;
    let y = (e.clientY - box.top) / box.height;
    if (props.rotation === 90) [x, y] = [y, 1 - x];
    else if (props.rotation === 180) [x, y] = [1 - x, 1 - y];
    else if (props.rotation === 270) [x, y] = [1 - y, x];
    const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));
    return { x: clamp(x), y: clamp(y) };
  };
  const finish = () => {
    if (drawing && drawing.points.length > 1) props.onChange([...props.strokes, drawing]);
    setDrawing(null);
  };
  return (
    <div className="eu-review-annotate">
      <Space wrap className="eu-review-annotate__bar">
        <Segmented
          value={tool}
          onChange={(v) => setTool(v as Tool)}
          options={[
            { value: 'pen', label: '画笔' },
            { value: 'circle', label: '圈画' },
          ]}
        />
        <Button
          size="small"
          disabled={props.strokes.length === 0}
          onClick={() => props.onChange(props.strokes.slice(0, -1))}
        >
          撤销
        </Button>
        <Button size="small" disabled={props.strokes.length === 0} onClick={() => props.onChange([])}>
          清除
        </Button>
      </Space>
      <div className="eu-review-annotate__page">
        <div className="eu-review-annotate__turn" style={{ transform: `rotate(${props.rotation}deg)` }}>
          <img src={props.url} alt={props.alt} draggable={false} />
          <svg
            ref={layer}
            className="eu-review-annotate__layer"
            viewBox="0 0 1000 1000"
            preserveAspectRatio="none"
            data-testid="eu-review-annotate-layer"
            onPointerDown={(e) => {
              (e.target as Element).setPointerCapture?.(e.pointerId);
              setDrawing({ tool, color: COLOR, width: 3, points: [pointOf(e)] });
            }}
            onPointerMove={(e) => {
              if (!drawing) return;
              const p = pointOf(e);
              setDrawing({
                ...drawing,
                points: drawing.tool === 'circle' ? [drawing.points[0]!, p] : [...drawing.points, p].slice(0, 2000),
              });
            }}
            onPointerUp={finish}
            onPointerLeave={finish}
          >
            {[...props.strokes, ...(drawing ? [drawing] : [])].map((s, i) => (
              <StrokeShape key={i} s={s} />
            ))}
          </svg>
        </div>
      </div>
    </div>
  );
}
