import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { BUTTON, HOLIDAY_KIND_LABELS, type TaxHoliday } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { Permission, useBtnPerm } from '../../platform/permission/index.ts';
import { useDeleteTaxHoliday } from './api/delete-tax-holiday.ts';
import { useTaxHolidays } from './api/get-tax-holidays.ts';
import { HolidayDayModal } from './components/HolidayDayModal.tsx';
import { TaxPageHeader } from './components/TaxPageHeader.tsx';
import { timeText } from './format.ts';
import './tax.css';

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const weekday = (date: string) => WEEKDAYS[dayjs(date).day()];

/**
 * /system/tax-admin/holiday 节假日安排 (operations): the holiday arrangement the filing deadlines are moved by. When
 * the State Council publishes a year's arrangement, operations enter its days off and adjusted working days here;
 * until then that year's deadlines are 预计, computed with the statutory holidays listed on the page.
 */
export default function HolidayArrangementPage() {
  const [year, setYear] = useState(() => dayjs().year());
  const arrangement = useTaxHolidays(year);
  const remove = useDeleteTaxHoliday();
  const canEdit = useBtnPerm(BUTTON.tax.holidayEdit);
  const [editing, setEditing] = useState<TaxHoliday | 'new' | null>(null);
  const data = arrangement.data;
  const holidays = data?.days.filter((d) => d.kind === 'holiday').length ?? 0;
  const workdays = data?.days.filter((d) => d.kind === 'workday').length ?? 0;

  const columns: ColumnsType<TaxHoliday> = [
    { title: '日期', dataIndex: 'date', key: 'date', width: 130 },
    { title: '星期', key: 'weekday', width: 90, render: (_v, d) => weekday(d.date) },
    {
      title: '类型',
      key: 'kind',
      width: 110,
      render: (_v, d) => <Tag color={d.kind === 'holiday' ? 'red' : 'blue'}>{HOLIDAY_KIND_LABELS[d.kind]}</Tag>,
    },
    { title: '节日', dataIndex: 'name', key: 'name', width: 140 },
    {
      title: '最后修改',
      key: 'updated',
      width: 220,
      render: (_v, d) => (d.updatedBy ? `${d.updatedBy} ${timeText(d.updatedAt)}` : '初始数据'),
    },
    ...(canEdit
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 150,
            render: (_v: unknown, d: TaxHoliday) => (
              <Space size={4}>
                <Button size="small" type="link" icon={<EditOutlined />} onClick={() => setEditing(d)}>
                  修改
                </Button>
                <Popconfirm
                  title={`删除 ${d.date}（${d.name}${HOLIDAY_KIND_LABELS[d.kind]}）？`}
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => {
                    remove.mutateAsync(d.date).then(
                      (res) => notify.success(res.msg || '删除成功'),
                      () => undefined, // shown by the request layer
                    );
                  }}
                >
                  <Button size="small" type="link" danger icon={<DeleteOutlined />}>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="tax-page">
      <TaxPageHeader
        title="节假日安排"
        description="国务院公布的放假安排（放假与调休上班日），申报期限按此顺延；未录入的年度按法定节假日预计。"
        extra={
          <Space>
            <DatePicker
              picker="year"
              format="YYYY年"
              allowClear={false}
              value={dayjs(`${year}-01-01`)}
              onChange={(d) => d && setYear(d.year())}
              aria-label="年度"
            />
            <Permission code={BUTTON.tax.holidayEdit}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                新增
              </Button>
            </Permission>
          </Space>
        }
      />
      {data &&
        (data.published ? (
          <Alert
            type="success"
            showIcon
            className="tax-holiday__status"
            message={`${year}年的放假安排已录入：放假 ${holidays} 天，调休上班 ${workdays} 天。该年度的申报期限按此计算。`}
          />
        ) : (
          <Alert
            type="warning"
            showIcon
            className="tax-holiday__status"
            message={`尚未录入${year}年的放假安排`}
            description="该年度的申报期限暂按下列法定节假日（含周末补假）预计，页面上标注“预计”。国务院公布放假安排后，请逐日录入放假日和调休上班日。"
          />
        ))}
      <Card className="tax-card" title={data?.published ? `${year}年放假安排` : `${year}年法定节假日（预计所用）`}>
        {data && !data.published ? (
          <Table
            rowKey="date"
            size="middle"
            pagination={false}
            dataSource={data.estimate}
            columns={[
              { title: '日期', dataIndex: 'date', key: 'date', width: 130 },
              { title: '星期', key: 'weekday', width: 90, render: (_v, d) => weekday(d.date) },
              { title: '节日', dataIndex: 'name', key: 'name' },
            ]}
          />
        ) : (
          <Table
            rowKey="date"
            size="middle"
            loading={arrangement.isPending}
            pagination={false}
            dataSource={data?.days ?? []}
            columns={columns}
            scroll={{ x: 'max-content' }}
          />
        )}
        <Typography.Paragraph type="secondary" className="tax-holiday__note">
          放假日包括与节日连休的周末；调休上班日只能是星期六或星期日。录入或修改后，各企业该年度的申报期限随即重新计算。
        </Typography.Paragraph>
      </Card>
      {editing && (
        <HolidayDayModal year={year} day={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
