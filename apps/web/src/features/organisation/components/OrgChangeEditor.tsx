import { useMemo, type ReactNode } from 'react';
import { Alert, Col, Form, Input, Radio, Row, Select, Spin, TreeSelect } from 'antd';
import {
  COMPANY_PLATES,
  ORG_CHANGE_TYPES,
  ORG_CHANGE_TYPE_LABEL,
  buildOrgTree,
  fillFromCompany,
  isCompanyPlate,
  isPlateRequired,
  isSelectableCompany,
  selectOldParent,
  selectParent,
  setOrgChangeType,
  type OrgChangeErrors,
  type OrgChangeForm,
  type OrgChangeFormField,
  type OrgChangeType,
  type OrgNode,
  type OrgTreeOption,
} from '@portal/shared';
import { useOrgTree } from '../api/get-org-tree.ts';

export interface OrgChangeEditorProps {
  form: OrgChangeForm;
  onChange: (update: (form: OrgChangeForm) => OrgChangeForm) => void;
  /** The company a change or cancellation is about (types 2 and 3). */
  company: string | null;
  onCompany: (code: string | null) => void;
  /** The message of 变更单位 / 注销单位 ('' for none): required, or a company that cannot be cancelled. */
  companyError?: string;
  /** The messages to show, by field (validateOrgChange, filtered by what was touched or submitted). */
  errors: OrgChangeErrors;
  onTouch: (field: OrgChangeFormField) => void;
  /** The file field (ApplicationFileUpload) and its message. */
  file: ReactNode;
  fileError: string;
}

interface TreeOption {
  value: string;
  title: string;
  disabled: boolean;
  children: TreeOption[];
}

/** A node's name as a picker shows it: virtual and cancelled nodes are marked. */
function nodeTitle(n: Pick<OrgNode, 'customerRegisterName' | 'status'> & { virtual: boolean }): string {
  return `${n.customerRegisterName}${n.virtual ? '（虚拟节点）' : ''}${n.status === 0 ? '（已注销）' : ''}`;
}

function toTreeData(options: readonly OrgTreeOption[], disabled: (o: OrgTreeOption) => boolean): TreeOption[] {
  return options.map((o) => ({
    value: o.customerCode,
    title: nodeTitle({ ...o, status: Number(o.status ?? 1) }),
    disabled: disabled(o),
    children: toTreeData(o.children, disabled),
  }));
}

const PLATE_OPTIONS = COMPANY_PLATES.map((p) => ({ value: p.code, label: p.name }));
const TYPE_OPTIONS = ORG_CHANGE_TYPES.map((t) => ({ value: t, label: ORG_CHANGE_TYPE_LABEL[t] }));

/** A field's item: its label, the required mark and its §5 message. */
function Item({
  label,
  required,
  error,
  children,
  extra,
}: {
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Form.Item
      label={label}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error || undefined}
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}

/**
 * The §4 submit mode's form on the shared transitions: 申请类型 (setOrgChangeType); for a change or a cancellation
 * the company from the tree (fillFromCompany: root and virtual nodes are no companies); 上级单位 from the tree
 * (selectParent / selectOldParent: level-4 nodes are shown but cannot be chosen); 板块 (required only under a level-2
 * parent); 单位名称 and 统一社会信用代码; for a change the 原… values too. Messages come from validateOrgChange.
 */
export function OrgChangeEditor({
  form,
  onChange,
  company,
  onCompany,
  companyError,
  errors,
  onTouch,
  file,
  fileError,
}: OrgChangeEditorProps) {
  const tree = useOrgTree();
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const byCode = useMemo(() => new Map(nodes.map((n) => [n.customerCode, n])), [nodes]);
  const built = useMemo(() => buildOrgTree(nodes), [nodes]);
  const parentOptions = useMemo(() => toTreeData(built, (o) => o.disabled), [built]);
  const companyOptions = useMemo(() => toTreeData(built, (o) => !isSelectableCompany(o)), [built]);
  const rootKeys = useMemo(() => built.map((o) => o.customerCode), [built]);

  const type = form.type;
  const isChange = type === 2;
  const isCancel = type === 3;
  const mark = isChange ? '新' : '';

  const chooseType = (t: OrgChangeType) => {
    onTouch('type');
    if (t === 1) onCompany(null);
    onChange((f) => setOrgChangeType(f, t));
  };

  const chooseCompany = (code: string) => {
    const node = byCode.get(code);
    if (!node) return;
    onCompany(code);
    const parent = node.parentCustomerCode ? (byCode.get(node.parentCustomerCode) ?? null) : null;
    // The node's plate is known to the tree: it fills the plate (and, for a change, the old one) too.
    const plate = isCompanyPlate(node.cat) ? node.cat : '';
    onChange((f) => {
      const filled = fillFromCompany(f, node, parent);
      if (filled === f) return f;
      return { ...filled, cat: plate || filled.cat, ...(filled.type === 2 ? { catOld: plate || filled.catOld } : {}) };
    });
  };

  const chooseParent = (code: string, old: boolean) => {
    const node = byCode.get(code);
    if (!node) return;
    onTouch(old ? 'parentCustomerCodeOld' : 'parentCustomerCode');
    onChange((f) => (old ? selectOldParent(f, node) : selectParent(f, node)));
  };

  const text = (
    field: 'customerRegisterName' | 'socialcreditcode' | 'customerRegisterNameOld' | 'socialcreditcodeOld',
  ) =>
    ({
      value: form[field],
      onChange: (e: { target: { value: string } }) => {
        const value = e.target.value;
        onChange((f) => ({ ...f, [field]: value }));
      },
      onBlur: () => onTouch(field),
    }) as const;

  const treeSelect = (label: string, value: string, options: TreeOption[], onSelect: (code: string) => void) => (
    <TreeSelect<string>
      // Mounted again once the tree is in: the roots open by default (treeDefaultExpandedKeys is read at mount).
      key={tree.isPending ? 'loading' : 'loaded'}
      aria-label={label}
      value={value || undefined}
      onChange={onSelect}
      treeData={options}
      placeholder={`请选择${label}`}
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandedKeys={rootKeys}
      loading={tree.isPending}
      disabled={tree.isPending}
      notFoundContent={tree.isPending ? <Spin size="small" /> : tree.isError ? '组织树加载失败' : '暂无数据'}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
      style={{ width: '100%' }}
    />
  );

  const plateSelect = (label: string, field: 'cat' | 'catOld', level: number | null) => (
    <Item
      label={label}
      required={isPlateRequired(level)}
      error={errors[field]}
      extra={isPlateRequired(level) ? undefined : '上级单位为二级单位时必选'}
    >
      <Select
        aria-label={label}
        value={form[field] || undefined}
        onChange={(v: string) => {
          onTouch(field);
          onChange((f) => ({ ...f, [field]: v ?? '' }));
        }}
        allowClear
        placeholder={`请选择${label}`}
        options={PLATE_OPTIONS}
      />
    </Item>
  );

  return (
    <Form layout="vertical" component="div" className="org-change-form">
      {tree.isError && (
        <Alert type="warning" showIcon title="组织树加载失败，请关闭后重试" className="org-change-form__alert" />
      )}
      <Row gutter={24}>
        <Col span={12}>
          <Item label="申请类型" required error={errors.type}>
            <Radio.Group
              aria-label="申请类型"
              value={type ?? undefined}
              onChange={(e) => chooseType(e.target.value as OrgChangeType)}
              options={TYPE_OPTIONS}
            />
          </Item>
        </Col>
        {(isChange || isCancel) && (
          <Col span={12}>
            <Item
              label={isChange ? '变更单位' : '注销单位'}
              required
              error={companyError}
              extra="从组织树中选择，将带出该单位的信息"
            >
              {treeSelect(isChange ? '变更单位' : '注销单位', company ?? '', companyOptions, chooseCompany)}
            </Item>
          </Col>
        )}
      </Row>
      {isChange && (
        <fieldset className="org-change-form__group">
          <legend>变更前</legend>
          <Row gutter={24}>
            <Col span={12}>
              <Item label="原上级单位" required error={errors.parentCustomerCodeOld}>
                {treeSelect('原上级单位', form.parentCustomerCodeOld, parentOptions, (c) => chooseParent(c, true))}
              </Item>
            </Col>
            <Col span={12}>{plateSelect('原板块', 'catOld', form.companyLevelOld)}</Col>
            <Col span={12}>
              <Item label="原单位名称" required error={errors.customerRegisterNameOld}>
                <Input
                  aria-label="原单位名称"
                  maxLength={100}
                  placeholder="请输入原单位名称"
                  {...text('customerRegisterNameOld')}
                />
              </Item>
            </Col>
            <Col span={12}>
              <Item label="原统一社会信用代码" required error={errors.socialcreditcodeOld}>
                <Input
                  aria-label="原统一社会信用代码"
                  maxLength={30}
                  placeholder="请输入原统一社会信用代码"
                  {...text('socialcreditcodeOld')}
                />
              </Item>
            </Col>
          </Row>
        </fieldset>
      )}
      <fieldset className={isChange ? 'org-change-form__group' : 'org-change-form__plain'}>
        {isChange && <legend>变更后</legend>}
        <Row gutter={24}>
          <Col span={12}>
            <Item label={`${mark}上级单位`} required error={errors.parentCustomerCode}>
              {treeSelect(`${mark}上级单位`, form.parentCustomerCode, parentOptions, (c) => chooseParent(c, false))}
            </Item>
          </Col>
          <Col span={12}>{plateSelect(`${mark}板块`, 'cat', form.companyLevel)}</Col>
          <Col span={12}>
            <Item label={`${mark}单位名称`} required error={errors.customerRegisterName}>
              <Input
                aria-label={`${mark}单位名称`}
                maxLength={100}
                placeholder={`请输入${mark}单位名称`}
                {...text('customerRegisterName')}
              />
            </Item>
          </Col>
          <Col span={12}>
            <Item label={`${mark}统一社会信用代码`} required error={errors.socialcreditcode}>
              <Input
                aria-label={`${mark}统一社会信用代码`}
                maxLength={30}
                placeholder={`请输入${mark}统一社会信用代码`}
                {...text('socialcreditcode')}
              />
            </Item>
          </Col>
        </Row>
      </fieldset>
      <Item label="申请文件" required error={fileError}>
        {file}
      </Item>
    </Form>
  );
}
