import { useRef } from 'react';
import { Button, message } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CameraOutlined,
  DeleteOutlined,
  RotateRightOutlined,
} from '@ant-design/icons';
import { EXAM_UPLOAD_MAX_PAGES, EXAM_UPLOAD_MESSAGES } from '@salt/domain';
import { compressImage, IMAGE_TYPES } from '../../learning';

/** A page in the editor: a picked photo (not uploaded yet) or one already stored (its URL), with its turn. */
export interface DraftPage {
  key: string;
  src: string;
  blob?: Blob;
  url?: string;
  rotation: 0 | 90 | 180 | 270;
}

let keySeq = 0;
export const draftKey = () => `p${++keySeq}`;

/** Photos picked (or taken) as pages: jpeg/png only, over 1 MB scaled down as homework photos are. */
export async function draftsOf(files: File[]): Promise<DraftPage[] | string> {
  if (files.some((f) => !IMAGE_TYPES.includes(f.type.toLowerCase()))) return EXAM_UPLOAD_MESSAGES.imageType;
  const out: DraftPage[] = [];
  for (const f of files) {
    const blob = await compressImage(f);
    out.push({ key: draftKey(), src: URL.createObjectURL(blob), blob, rotation: 0 });
  }
  return out;
}

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** 选择或拍摄多页, then order (up/down or drag), turn and remove them. */
export function PageEditor({ pages, onChange }: { pages: DraftPage[]; onChange: (p: DraftPage[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const dragFrom = useRef<number | null>(null);
  const pick = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const drafts = await draftsOf([...files]);
    if (typeof drafts === 'string') {
      void message.error(drafts);
      return;
    }
    const next = [...pages, ...drafts];
    if (next.length > EXAM_UPLOAD_MAX_PAGES) void message.error(EXAM_UPLOAD_MESSAGES.tooManyPages);
    onChange(next.slice(0, EXAM_UPLOAD_MAX_PAGES));
  };
  return (
    <div className="eu-editor">
      <ol className="eu-editor__list" aria-label="页面">
        {pages.map((p, i) => (
          <li
            key={p.key}
            className="eu-editor__item"
            draggable
            onDragStart={() => (dragFrom.current = i)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={() => {
              if (dragFrom.current !== null && dragFrom.current !== i) onChange(move(pages, dragFrom.current, i));
              dragFrom.current = null;
            }}
            data-testid="eu-page"
          >
            <div className="eu-editor__thumb">
              <img src={p.src} alt={`第 ${i + 1} 页`} style={{ transform: `rotate(${p.rotation}deg)` }} />
              <span className="eu-editor__no">{i + 1}</span>
            </div>
            <div className="eu-editor__tools">
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={`第 ${i + 1} 页上移`}
                disabled={i === 0}
                onClick={() => onChange(move(pages, i, i - 1))}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={`第 ${i + 1} 页下移`}
                disabled={i === pages.length - 1}
                onClick={() => onChange(move(pages, i, i + 1))}
              />
              <Button
                size="small"
                icon={<RotateRightOutlined />}
                aria-label={`第 ${i + 1} 页旋转`}
                onClick={() =>
                  onChange(
                    pages.map((x, j) =>
                      j === i ? { ...x, rotation: ((x.rotation + 90) % 360) as DraftPage['rotation'] } : x,
                    ),
                  )
                }
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除第 ${i + 1} 页`}
                onClick={() => onChange(pages.filter((_, j) => j !== i))}
              />
            </div>
          </li>
        ))}
        {pages.length < EXAM_UPLOAD_MAX_PAGES && (
          <li className="eu-editor__item is-add">
            <button type="button" className="eu-editor__add" onClick={() => input.current?.click()}>
              <CameraOutlined />
              <span>添加页面</span>
              <small>
                {pages.length}/{EXAM_UPLOAD_MAX_PAGES}
              </small>
            </button>
          </li>
        )}
      </ol>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/jpg,image/png"
        multiple
        hidden
        data-testid="eu-file-input"
        onChange={(e) => {
          void pick(e.target.files);
          e.target.value = '';
        }}
      />
    </div>
  );
}
