import { Descriptions, Table, Tag, Typography, type DescriptionsProps, type TableColumnsType } from 'antd';
import { companyPlateName, displayAccount, type OrgChangeApplication } from '@portal/shared';
import { AttachmentLink } from '../../../platform/attachment/index.ts';
import { STATUS_COLOR } from '../status.ts';

const orDash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '-' : v);
const levelText = (level: number | null) => (level ? `${level}级` : '-');

interface ComparedRow {
  key: string;
  label: string;
  before: string;
  after: string;
}

const COMPARED_COLUMNS: TableColumnsType<ComparedRow> = [
  { title: '项目', dataIndex: 'label', width: 150 },
  { title: '变更前', dataIndex: 'before', render: (v: string) => orDash(v) },
  {
    title: '变更后',
    dataIndex: 'after',
    render: (v: string, r) =>
      v !== r.before ? <span className="org-change-view__changed">{orDash(v)}</span> : orDash(v),
  },
];

export interface OrgChangeViewProps {
  application: OrgChangeApplication;
}

/**
 * The §4 check mode's read-only application: type, state, applicant; the values (for a change, before and after);
 * the application file as a download link (fileManager/downloadFile), an image also as a preview.
 */
export function OrgChangeView({ application: a }: OrgChangeViewProps) {
  const file = a.fileId ? (
    <AttachmentLink
      fileId={a.fileId}
      fileName={a.fileName}
      fallbackName="申请文件.docx"
      className="org-change-view__file"
    />
  ) : (
    '-'
  );

  const head: DescriptionsProps['items'] = [
    { key: 'type', label: '申请类型', children: a.typeName },
    { key: 'status', label: '状态', children: <Tag color={STATUS_COLOR[a.status]}>{a.statusName}</Tag> },
    {
      key: 'applicant',
      label: '申请人',
      children: a.userInfo.account
        ? `${a.userInfo.userName}（${displayAccount(a.userInfo.account)}）`
        : orDash(a.userInfo.userName),
    },
    { key: 'ent', label: '所属企业', children: orDash(a.userInfo.entName) },
    { key: 'time', label: '申请时间', children: orDash(a.applyTime) },
    { key: 'node', label: '当前节点', children: orDash(a.taskName) },
  ];

  const values: DescriptionsProps['items'] = [
    { key: 'parent', label: '上级单位', children: orDash(a.parentCustomerName) },
    { key: 'cat', label: '板块', children: orDash(companyPlateName(a.cat)) },
    { key: 'name', label: '单位名称', children: orDash(a.customerRegisterName) },
    { key: 'code', label: '统一社会信用代码', children: orDash(a.socialcreditcode) },
    { key: 'level', label: '层级', children: levelText(a.companyLevel) },
  ];

  /** A change: each value before and after, the changed ones marked. */
  const compared: ComparedRow[] = [
    { key: 'parent', label: '上级单位', before: a.parentCustomerNameOld, after: a.parentCustomerName },
    { key: 'cat', label: '板块', before: companyPlateName(a.catOld), after: companyPlateName(a.cat) },
    { key: 'name', label: '单位名称', before: a.customerRegisterNameOld, after: a.customerRegisterName },
    { key: 'code', label: '统一社会信用代码', before: a.socialcreditcodeOld, after: a.socialcreditcode },
    { key: 'level', label: '层级', before: levelText(a.companyLevelOld), after: levelText(a.companyLevel) },
  ];

  const tail: DescriptionsProps['items'] = [
    { key: 'file', label: '申请文件', span: 2, children: file },
    ...(a.opinion ? [{ key: 'opinion', label: '审批意见', span: 2, children: a.opinion }] : []),
  ];

  return (
    <div className="org-change-view">
      <Descriptions size="small" bordered column={2} items={head} />
      {a.type === 2 ? (
        <div>
          <Typography.Title level={5} className="org-change-view__title">
            变更内容
          </Typography.Title>
          <Table<ComparedRow>
            size="small"
            bordered
            pagination={false}
            rowKey="key"
            dataSource={compared}
            columns={COMPARED_COLUMNS}
          />
        </div>
      ) : (
        <Descriptions size="small" bordered column={2} title={`${a.typeName}单位`} items={values} />
      )}
      <Descriptions size="small" bordered column={2} items={tail} />
    </div>
  );
}
