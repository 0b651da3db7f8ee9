import { Alert, Table, Tag } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { TABLE_SCROLL_Y } from '@portal/shared';
import { useTableUploadStatus } from '../api/get-table-upload-status.ts';
import { periodText } from '../format.ts';
import { useTaxScope } from '../hooks/useTaxScope.ts';
import type { TableUploadStatus } from '../types.ts';

type Row = TableUploadStatus['tables'][number];

/** §7.3 table upload status of a period: which VAT tables are uploaded; cityFlag says whether local tables apply. */
export function UploadStatusPanel({ period }: { period: string | undefined }) {
  const scope = useTaxScope();
  const status = useTableUploadStatus(scope, period);
  const data = status.data;
  const tables = data?.tables ?? [];
  const done = tables.filter((t) => t.uploaded).length;

  return (
    <div className="tax-stack">
      {data && (
        <Alert
          type={done === tables.length && tables.length > 0 ? 'success' : 'info'}
          showIcon
          title={`${periodText(data.period)}：已上传 ${done} / ${tables.length} 张报表`}
          description={
            data.cityFlag === '1' ? '主管税务机关所在城市要求报送地方附表，请一并上传。' : '本期无需报送地方附表。'
          }
        />
      )}
      <Table<Row>
        rowKey="tableCode"
        size="middle"
        loading={status.isFetching}
        dataSource={tables}
        pagination={false}
        scroll={{ x: 'max-content', y: TABLE_SCROLL_Y }}
        locale={{ emptyText: status.isError ? '报表上传状态加载失败' : '该所属期暂无需上传的报表' }}
        columns={[
          { title: '报表编号', dataIndex: 'tableCode', key: 'tableCode', width: 160 },
          { title: '报表名称', dataIndex: 'tableName', key: 'tableName' },
          {
            title: '上传状态',
            key: 'uploaded',
            width: 140,
            render: (_v, r) =>
              r.uploaded ? (
                <Tag icon={<CheckCircleFilled />} color="success">
                  已上传
                </Tag>
              ) : (
                <Tag icon={<ClockCircleOutlined />} color="default">
                  未上传
                </Tag>
              ),
          },
        ]}
      />
    </div>
  );
}
