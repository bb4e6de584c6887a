import { useEffect, useState } from 'react';
import { App, DatePicker, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  BANNER_PLACEMENTS,
  BANNER_PLACEMENT_LABELS,
  consoleBannerFormSchema,
  type BannerPlacement,
  type ConsoleBanner,
  type ConsoleBannerFormInput,
} from '@salt/domain';
import { CoverUpload } from '../goods/cover-upload';
import { searchGoods } from '../providers/goods-provider';
import { bannersApi } from './banners-api';
import { failureText } from '../content/use-content-list';

interface Values {
  placement: BannerPlacement;
  title: string;
  subtitle: string;
  spuId: number | null;
  imageUrl: string | null;
  sort: number;
  enabled: boolean;
  window: [Dayjs | null, Dayjs | null] | null;
}

/** Goods to promote, found by title as the admin types (the console's goods list, on sale or not). */
function useGoodsOptions(initial: ConsoleBanner | null) {
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  const search = async (keyword: string) => {
    const found = (await searchGoods(keyword)).map((g) => ({
      value: g.id,
      label: g.onSale ? g.title : `${g.title}（未上架）`,
    }));
    const own = initial && !found.some((o) => o.value === initial.spuId);
    setOptions(own ? [{ value: initial.spuId, label: initial.goodsTitle }, ...found] : found);
  };
  return { options, search };
}

/**
 * 新增 / 编辑轮播图: where it shows (商城首页 or 盐值商城), the title and line over the picture, the goods it opens, an uploaded picture (or the goods'
 * cover), its place in the order and an optional window. Checked with the server's contract before sending.
 */
export function BannerFormModal(props: {
  banner: ConsoleBanner | null;
  /** A new banner's placement: the one the list is filtered to. */
  placement: BannerPlacement;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const { banner } = props;
  const goods = useGoodsOptions(banner);

  useEffect(() => {
    if (!props.open) return;
    void goods.search('').catch(() => undefined);
    // Opening the dialog loads what it shows; `goods` is a fresh object each render.
  }, [props.open]);

  const submit = async (v: Values) => {
    const body: ConsoleBannerFormInput = {
      placement: v.placement,
      title: v.title ?? '',
      subtitle: v.subtitle ?? '',
      spuId: v.spuId as number,
      imageUrl: v.imageUrl ?? null,
      sort: v.sort ?? 0,
      enabled: v.enabled,
      startsAt: v.window?.[0]?.toISOString() ?? null,
      endsAt: v.window?.[1]?.toISOString() ?? null,
    };
    const parsed = consoleBannerFormSchema.safeParse(body);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => {
          const key = String(i.path[0]);
          const name = key === 'startsAt' || key === 'endsAt' ? 'window' : key;
          return { name: name as keyof Values, errors: [i.message] };
        }),
      );
      return;
    }
    setBusy(true);
    try {
      if (banner) await bannersApi.update(banner.id, parsed.data, banner.version);
      else await bannersApi.create(parsed.data);
      message.success(banner ? '轮播图已保存' : '轮播图已添加');
      props.onSaved();
    } catch (e) {
      message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={banner ? '编辑轮播图' : '新增轮播图'}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      width={640}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={
          banner
            ? {
                placement: banner.placement,
                title: banner.title,
                subtitle: banner.subtitle ?? '',
                spuId: banner.spuId,
                imageUrl: banner.imageUrl,
                sort: banner.sort,
                enabled: banner.enabled,
                window:
                  banner.startsAt || banner.endsAt
                    ? [banner.startsAt ? dayjs(banner.startsAt) : null, banner.endsAt ? dayjs(banner.endsAt) : null]
                    : null,
              }
            : {
                placement: props.placement,
                title: '',
                subtitle: '',
                spuId: null,
                imageUrl: null,
                sort: 0,
                enabled: true,
                window: null,
              }
        }
        onFinish={(v) => void submit(v)}
      >
        <Form.Item label="展示位置" name="placement" required>
          <Select
            aria-label="展示位置"
            options={BANNER_PLACEMENTS.map((p) => ({ value: p, label: BANNER_PLACEMENT_LABELS[p] }))}
          />
        </Form.Item>
        <Form.Item label="标题" name="title" required>
          <Input maxLength={40} showCount placeholder="如：秋季同步班火热报名中" />
        </Form.Item>
        <Form.Item label="副标题" name="subtitle" tooltip="不填则显示课程副标题">
          <Input maxLength={80} placeholder="一句话说明亮点" />
        </Form.Item>
        <Form.Item label="推广课程" name="spuId" required>
          <Select
            showSearch={{ filterOption: false, onSearch: (text) => void goods.search(text).catch(() => undefined) }}
            options={goods.options}
            aria-label="推广课程"
            placeholder="输入课程名称搜索"
          />
        </Form.Item>
        <Form.Item label="图片" name="imageUrl" tooltip="不上传则使用课程封面">
          <CoverUpload />
        </Form.Item>
        <Form.Item label="展示时间" name="window" tooltip="不填则一直展示；可只填开始或结束">
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item label="排序" name="sort" tooltip="数字越小越靠前">
          <InputNumber min={0} max={100000} precision={0} />
        </Form.Item>
        <Form.Item label="启用" name="enabled" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
