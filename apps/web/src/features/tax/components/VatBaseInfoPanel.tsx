import { Card, Col, Descriptions, Empty, Row, Skeleton, Space, Table, Tag } from 'antd';
import { ApartmentOutlined, IdcardOutlined, PercentageOutlined } from '@ant-design/icons';
import { TAX_CALCULATION, labelOf, vatCycleText, vatEntProfile } from '@portal/shared';
import { useGeneralBranch } from '../api/get-general-branch.ts';
import { useTaxRates } from '../api/get-tax-rates.ts';
import { useVatBaseInfo } from '../api/get-vat-base-info.ts';
import { timeText } from '../format.ts';
import { useTaxScope } from '../hooks/useTaxScope.ts';

const ROLE_LABEL = { general: '总机构', branch: '分支机构', independent: '独立纳税' } as const;

const title = (icon: React.ReactNode, text: string) => (
  <span className="tax-card__title">
    {icon}
    {text}
  </span>
);

/** §3 VAT enterprise base info (general or small-scale from the type code, taxation methods) and 总分机构确认. */
export function VatBaseInfoPanel() {
  const scope = useTaxScope();
  const base = useVatBaseInfo(scope);
  const branch = useGeneralBranch(scope);
  const rates = useTaxRates(scope, 'VAT_RATE');
  const info = base.data;
  const profile = vatEntProfile(info ? [info] : []);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card className="tax-card" title={title(<IdcardOutlined />, '企业基本信息')}>
          {base.isPending ? (
            <Skeleton active />
          ) : !info || !profile ? (
            <Empty description="暂无增值税企业信息" />
          ) : (
            <Descriptions
              column={{ xs: 1, lg: 2 }}
              size="middle"
              styles={{ label: { width: 136, whiteSpace: 'nowrap' } }}
              items={[
                { key: 'name', label: '纳税人名称', span: 'filled', children: info.taxpayerName },
                { key: 'code', label: '统一社会信用代码', children: info.socialCreditCode },
                {
                  key: 'type',
                  label: '纳税人类型',
                  children: <Tag color={profile.smallScale ? 'gold' : 'blue'}>{profile.taxpayerTypeLabel}</Tag>,
                },
                {
                  key: 'methods',
                  label: '计税方法',
                  span: 'filled',
                  children: profile.taxationMethods.length ? (
                    <Space size={[4, 4]} wrap>
                      {profile.taxationMethods.map((c) => (
                        <Tag key={c}>{labelOf(TAX_CALCULATION, c)}</Tag>
                      ))}
                    </Space>
                  ) : (
                    <span className="tax-muted">未登记</span>
                  ),
                },
                { key: 'bureau', label: '主管税务机关', children: info.taxBureau },
                { key: 'registered', label: '登记日期', children: info.registeredAt ?? '-' },
                {
                  key: 'cycle',
                  label: '申报周期',
                  span: 'filled',
                  children: vatCycleText(profile.taxpayerType, info.vatPeriodicity),
                },
              ]}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card className="tax-card" title={title(<PercentageOutlined />, '适用税率')}>
          {rates.isPending ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : (
            <Space size={[8, 8]} wrap>
              {(rates.data ?? []).map((r) => (
                <Tag key={r.itemNo} color="geekblue" className="tax-rate-tag">
                  {`${r.itemName} ${r.rate}`}
                </Tag>
              ))}
              {(rates.data ?? []).length === 0 && <span className="tax-muted">暂无税率信息</span>}
            </Space>
          )}
        </Card>
      </Col>
      <Col span={24}>
        <Card className="tax-card" title={title(<ApartmentOutlined />, '总分机构确认')}>
          {branch.isPending ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : !branch.data ? (
            <Empty description="暂无总分机构信息" />
          ) : (
            <>
              <Descriptions
                column={{ xs: 1, lg: 3 }}
                size="middle"
                items={[
                  {
                    key: 'role',
                    label: '汇总纳税身份',
                    children: <Tag color="cyan">{ROLE_LABEL[branch.data.role]}</Tag>,
                  },
                  { key: 'general', label: '总机构', children: branch.data.generalName ?? '-' },
                  { key: 'at', label: '确认时间', children: timeText(branch.data.confirmedAt) },
                ]}
              />
              {branch.data.branches.length > 0 && (
                <Table
                  className="tax-branches"
                  size="small"
                  rowKey="socialCreditCode"
                  pagination={false}
                  dataSource={branch.data.branches}
                  columns={[
                    { title: '分支机构名称', dataIndex: 'name', key: 'name' },
                    { title: '统一社会信用代码', dataIndex: 'socialCreditCode', key: 'code', width: 240 },
                  ]}
                />
              )}
            </>
          )}
        </Card>
      </Col>
    </Row>
  );
}
