import { useCallback, useEffect, useState } from 'react';
import { Button, DatePicker, Empty, Form, Input, InputNumber, Modal, Popconfirm, Spin, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  CAROUSEL_LIMITS,
  CAROUSEL_LINK,
  CONTENT_IMAGE_PROJECT_TYPE,
  publicFileUrl,
  toDisplayTime,
  type CarouselItem,
} from '@portal/shared';
import { AttachmentUpload, type UploadedFile } from '../../platform/attachment/index.ts';
import { notify } from '../../platform/feedback/feedback.ts';
import {
  ListPage,
  actionColumnWidth,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../platform/list/index.ts';
import { useDeleteCarousel } from './api/delete-carousel.ts';
import { carouselPageQuery } from './api/get-carousel-page.ts';
import { usePictures } from './api/get-pictures.ts';
import { useSaveCarousel, type CarouselSave } from './api/save-carousel.ts';
import './content.css';

const FILTERS = { title: 'string' } as const;
type Filters = typeof FILTERS;
const LIST: ListStateSpec<Filters> = { filters: FILTERS };
const FIELDS: readonly SearchField<Filters>[] = [{ name: 'title', label: '标题', kind: 'text' }];

/** The link rule's text (the contract's). */
export const CAROUSEL_LINK_MESSAGE = '链接须为 http(s) 地址或门户内页面路径';

/** A time of an answer (a display time at +08:00, or an ISO time) as a picker value. */
function pickerTime(t: string | null): Dayjs | null {
  if (!t) return null;
  const d = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(t) ? dayjs(`${t.replace(' ', 'T')}+08:00`) : dayjs(t);
  return d.isValid() ? d : null;
}

/** A picture's period as the list shows it (to the minute): 长期 without either end. */
export function periodText(item: Pick<CarouselItem, 'startTime' | 'endTime'>): string {
  const at = (t: string | null) => toDisplayTime(t).slice(0, 16);
  if (!item.startTime && !item.endTime) return '长期';
  if (!item.endTime) return `${at(item.startTime)} 起`;
  if (!item.startTime) return `至 ${at(item.endTime)}`;
  return `${at(item.startTime)} 至 ${at(item.endTime)}`;
}

/**
 * /mobile/appDisposition (移动端轮播配置): the mobile home's carousel. At the top, what the mobile home shows now
 * (getPicture, in a phone-width preview); below, every picture (title filter in the URL) with 编辑 and 删除 (confirmed);
 * 新增轮播图 / 编辑 in a form (title, image, link, order, period, 启用). The menu is the gate.
 */
export default function CarouselPage() {
  const [editing, setEditing] = useState<CarouselItem | null | undefined>(undefined);
  const remove = useDeleteCarousel();
  const query = useCallback(
    (s: ListState<Filters>) =>
      carouselPageQuery({ title: s.filters.title || undefined, currentPage: s.page, pageSize: s.pageSize }),
    [],
  );
  const list = useServerList(LIST, query);

  const columns: ColumnsType<CarouselItem> = [
    { title: '顺序', dataIndex: 'sort', width: 70, align: 'right' },
    {
      title: '图片',
      dataIndex: 'imageFileId',
      width: 120,
      render: (v: string, item) => (
        <img className="content-carousel__thumb" src={publicFileUrl(v)} alt={item.title} loading="lazy" />
      ),
    },
    { title: '标题', dataIndex: 'title', width: 180, ellipsis: true },
    {
      title: '链接',
      dataIndex: 'linkUrl',
      ellipsis: true,
      render: (v: string) => (v ? <span title={v}>{v}</span> : '-'),
    },
    {
      title: '展示期',
      key: 'period',
      width: 170,
      render: (_, item) => {
        const text = periodText(item);
        const [from, to] = text.split(' 至 ');
        return to !== undefined ? (
          <span className="content-carousel__period">
            {from || '-'}
            <br />至 {to}
          </span>
        ) : (
          text
        );
      },
    },
    {
      title: '状态',
      key: 'state',
      width: 130,
      render: (_, item) => (
        <>
          {item.state === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>}
          {item.active && <Tag color="blue">展示中</Tag>}
        </>
      ),
    },
    { title: '更新时间', dataIndex: 'updateTime', width: 170, render: (v: string) => toDisplayTime(v) || '-' },
    {
      title: '操作',
      key: 'actions',
      width: actionColumnWidth(['编辑', '删除']),
      fixed: 'right',
      render: (_, item) => (
        <span className="portal-list__row-actions">
          <Button type="link" size="small" onClick={() => setEditing(item)}>
            编辑
          </Button>
          <Popconfirm
            title="删除轮播图"
            description={`删除后移动端将不再展示，确定删除「${item.title}」吗？`}
            okText="确定"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              void remove
                .mutateAsync(item.id)
                .then((env) => notify.success(env.msg || '删除成功'))
                .catch(() => undefined)
            }
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];

  return (
    <div className="content-ops">
      <CarouselPreview />
      <ListPage<CarouselItem, Filters>
        list={list}
        columns={columns}
        rowKey="id"
        fields={FIELDS}
        title={`共 ${list.total} 张轮播图`}
        emptyText="暂无轮播图"
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新增轮播图
          </Button>
        }
      />
      <CarouselFormModal item={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}

/** What the mobile home shows now (getPicture), at a phone's width, the pictures in their order. */
function CarouselPreview() {
  const pictures = usePictures();
  const items = pictures.data ?? [];
  let body;
  if (pictures.isPending) {
    body = (
      <div className="content-carousel__phone-state">
        <Spin />
      </div>
    );
  } else if (pictures.isError) {
    body = (
      <div className="content-carousel__phone-state">
        <span>预览加载失败</span>
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void pictures.refetch()}>
          重新加载
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="content-carousel__phone-state">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="移动端当前没有展示的轮播图" />
      </div>
    );
  } else {
    body = (
      <div className="content-carousel__track" aria-label="移动端轮播预览">
        {items.map((p, i) => (
          <figure key={p.id} className="content-carousel__slide">
            <img src={publicFileUrl(p.imageFileId)} alt={p.title} />
            <figcaption>
              <span className="content-carousel__caption">{p.title}</span>
              <span className="content-carousel__index">
                {i + 1} / {items.length}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    );
  }
  return (
    <section className="content-carousel__preview">
      <div className="content-carousel__phone">
        <div className="content-carousel__notch" />
        {body}
      </div>
      <div className="content-carousel__explain">
        <h3>移动端预览</h3>
        <p>
          移动端首页当前展示 <strong>{pictures.isSuccess ? items.length : '-'}</strong> 张轮播图：
          启用且在展示期内的图片，按顺序从小到大轮播。左右滑动预览查看全部。
        </p>
        {items.length > 0 && (
          <ol className="content-carousel__order">
            {items.map((p) => (
              <li key={p.id} title={p.linkUrl || '无链接'}>
                {p.title}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

interface CarouselValues {
  title: string;
  image: UploadedFile | null;
  linkUrl: string;
  sort: number | null;
  period: [Dayjs | null, Dayjs | null] | null;
  enabled: boolean;
}

const EMPTY: CarouselValues = { title: '', image: null, linkUrl: '', sort: 0, period: null, enabled: true };

/** The form's values as carouselSave's body. */
export function carouselBody(v: CarouselValues, id?: string): CarouselSave {
  const [from, to] = v.period ?? [null, null];
  return {
    ...(id ? { id } : {}),
    title: v.title.trim(),
    imageFileId: v.image?.fileId ?? '',
    linkUrl: (v.linkUrl ?? '').trim(),
    sort: v.sort ?? 0,
    startTime: from ? from.toISOString() : null,
    endTime: to ? to.toISOString() : null,
    state: v.enabled ? 1 : 0,
  };
}

/** 新增轮播图 / 编辑轮播图. */
function CarouselFormModal({ item, onClose }: { item: CarouselItem | null | undefined; onClose: () => void }) {
  const [form] = Form.useForm<CarouselValues>();
  const save = useSaveCarousel();
  const [uploading, setUploading] = useState(false);
  const open = item !== undefined;
  const image = Form.useWatch('image', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      item
        ? {
            title: item.title,
            image: { fileId: item.imageFileId, fileName: '当前图片', size: 0 },
            linkUrl: item.linkUrl,
            sort: item.sort,
            period: item.startTime || item.endTime ? [pickerTime(item.startTime), pickerTime(item.endTime)] : null,
            enabled: item.state === 1,
          }
        : EMPTY,
    );
  }, [open, item, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const env = await save.mutateAsync(carouselBody(v, item?.id));
    notify.success(env.msg || '保存成功');
    onClose();
  };

  return (
    <Modal
      open={open}
      title={item ? '编辑轮播图' : '新增轮播图'}
      width={640}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: uploading }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={EMPTY}>
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }]}>
          <Input maxLength={CAROUSEL_LIMITS.title} showCount placeholder="请输入标题" />
        </Form.Item>
        <Form.Item
          name="image"
          label="图片"
          required
          extra="建议尺寸 750 × 340 像素，图片上传后即可公开访问"
          rules={[
            {
              validator: (_, v: UploadedFile | null) =>
                v?.fileId ? Promise.resolve() : Promise.reject(new Error('请上传图片')),
            },
          ]}
        >
          <CarouselImageField onBusy={setUploading} />
        </Form.Item>
        {image?.fileId && (
          <div className="content-carousel__form-preview">
            <img src={publicFileUrl(image.fileId)} alt="图片预览" />
          </div>
        )}
        <Form.Item
          name="linkUrl"
          label="链接"
          extra="可选：http(s) 地址，或门户内页面路径，如 /finance/newsDetails?id=…"
          rules={[
            {
              validator: (_, v: string | undefined) => {
                const t = (v ?? '').trim();
                return t === '' || CAROUSEL_LINK.test(t)
                  ? Promise.resolve()
                  : Promise.reject(new Error(CAROUSEL_LINK_MESSAGE));
              },
            },
          ]}
        >
          <Input maxLength={CAROUSEL_LIMITS.link} placeholder="https://… 或 /finance/newsDetails?id=…" />
        </Form.Item>
        <Form.Item name="sort" label="顺序" extra="数字小的先展示">
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="period"
          label="展示期"
          extra="不填为长期展示"
          rules={[
            {
              validator: (_, v: CarouselValues['period']) =>
                v?.[0] && v[1] && !v[0].isBefore(v[1])
                  ? Promise.reject(new Error('结束时间须晚于开始时间'))
                  : Promise.resolve(),
            },
          ]}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowEmpty={[true, true]}
            placeholder={['开始时间', '结束时间']}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The image field: one png/jpeg uploaded as an article image (public by its link). */
function CarouselImageField({
  value = null,
  onChange,
  onBusy,
}: {
  value?: UploadedFile | null;
  onChange?: (v: UploadedFile | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  return (
    <AttachmentUpload
      projectType={CONTENT_IMAGE_PROJECT_TYPE}
      value={value}
      onChange={(f) => onChange?.(f)}
      onBusy={onBusy}
    />
  );
}
