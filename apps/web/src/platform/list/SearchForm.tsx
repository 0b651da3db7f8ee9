import { useEffect, type ReactNode } from 'react';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import type { FilterSpecs, FilterValues } from './url-state.ts';

export interface SearchOption {
  value: string | number | boolean;
  label: string;
}

/**
 * A field of the search form. Its value in the URL: `text` and `select` as they are, `month` as the §9 period
 * 'YYYYMM', `date` as 'YYYY-MM-DD', `year` as a number. A date range is two `date` fields (from, to).
 */
export interface SearchField<F extends FilterSpecs> {
  name: keyof F & string;
  label: string;
  kind: 'text' | 'select' | 'month' | 'date' | 'year';
  placeholder?: string;
  /** Select options; a function reads the other fields' current values (options that depend on another choice). */
  options?: readonly SearchOption[] | ((values: Record<string, unknown>) => readonly SearchOption[]);
  multiple?: boolean;
}

dayjs.extend(customParseFormat);

const MONTH = 'YYYYMM';
const DATE = 'YYYY-MM-DD';

/** A field's form name (the filter's name). */
const nameOf = (field: { name: string }): string => field.name;

/** A filter value as the form control holds it. */
export function toFormValue(kind: SearchField<FilterSpecs>['kind'], value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (kind === 'month') {
    const d = typeof value === 'string' ? dayjs(value, MONTH, true) : null;
    return d?.isValid() ? d : undefined;
  }
  if (kind === 'date') {
    const d = typeof value === 'string' ? dayjs(value, DATE, true) : null;
    return d?.isValid() ? d : undefined;
  }
  if (kind === 'year') return typeof value === 'number' ? dayjs().year(value).startOf('year') : undefined;
  return value;
}

/** A form control's value as the filter holds it. */
export function fromFormValue(kind: SearchField<FilterSpecs>['kind'], value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (kind === 'month') return dayjs.isDayjs(value) ? value.format(MONTH) : undefined;
  if (kind === 'date') return dayjs.isDayjs(value) ? value.format(DATE) : undefined;
  if (kind === 'year') return dayjs.isDayjs(value) ? value.year() : undefined;
  if (typeof value === 'string') return value.trim() || undefined;
  return value;
}

type OptionsOf = (values: Record<string, unknown>) => readonly SearchOption[];

/** A select field (its options given, or read from the other fields' values by the caller). */
function SelectItem<F extends FilterSpecs>({
  field,
  options,
}: {
  field: SearchField<F>;
  options: readonly SearchOption[];
}) {
  return (
    <Form.Item name={nameOf(field)} label={field.label}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        mode={field.multiple ? 'multiple' : undefined}
        maxTagCount="responsive"
        placeholder={field.placeholder ?? `请选择${field.label}`}
        options={options.map((o) => ({ value: o.value, label: o.label }))}
      />
    </Form.Item>
  );
}

export interface SearchFormProps<F extends FilterSpecs> {
  fields: readonly SearchField<F>[];
  filters: FilterValues<F>;
  onSearch: (values: Record<string, unknown>) => void;
  onReset: () => void;
  loading?: boolean;
  /** Extra buttons after 查询 / 重置. */
  extra?: ReactNode;
}

/**
 * The input of a text, month or year field. Form.Item gives its direct child the value and onChange: they are passed
 * on to the control.
 */
function Control<F extends FilterSpecs>({
  field,
  ...control
}: {
  field: SearchField<F>;
  value?: unknown;
  onChange?: (v: unknown) => void;
}) {
  const placeholder = field.placeholder ?? (field.kind === 'text' ? `请输入${field.label}` : `请选择${field.label}`);
  const value = control.value as never;
  const onChange = control.onChange as never;
  switch (field.kind) {
    case 'text':
      return <Input allowClear placeholder={placeholder} maxLength={50} value={value} onChange={onChange} />;
    case 'month':
      return (
        <DatePicker
          picker="month"
          format="YYYY年MM月"
          placeholder={placeholder}
          style={{ width: '100%' }}
          value={value}
          onChange={onChange}
        />
      );
    case 'date':
      return (
        <DatePicker
          format="YYYY-MM-DD"
          placeholder={placeholder}
          style={{ width: '100%' }}
          value={value}
          onChange={onChange}
        />
      );
    case 'year':
      return (
        <DatePicker
          picker="year"
          format="YYYY年"
          placeholder={placeholder}
          style={{ width: '100%' }}
          value={value}
          onChange={onChange}
        />
      );
    default:
      return null;
  }
}

/**
 * The search form of a list page: its fields in a responsive grid, 查询 and 重置. The fields follow the URL (back,
 * forward and shared links fill them in); a search writes the URL, which loads the list.
 */
export function SearchForm<F extends FilterSpecs>({
  fields,
  filters,
  onSearch,
  onReset,
  loading,
  extra,
}: SearchFormProps<F>) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const filtersKey = JSON.stringify(filters);

  useEffect(() => {
    const current = JSON.parse(filtersKey) as Record<string, unknown>;
    form.setFieldsValue(Object.fromEntries(fields.map((f) => [f.name, toFormValue(f.kind, current[f.name])])));
  }, [filtersKey, fields, form]);

  const submit = (values: Record<string, unknown>) => {
    onSearch(Object.fromEntries(fields.map((f) => [f.name, fromFormValue(f.kind, values[f.name])])));
  };

  return (
    <Form form={form} className="portal-list__search" onFinish={submit} colon={false} labelCol={{ flex: '88px' }}>
      <Row gutter={[16, 12]}>
        {fields.map((field) => (
          <Col key={field.name} xs={24} md={12} lg={8} xxl={6}>
            {field.kind === 'select' && typeof field.options === 'function' ? (
              <Form.Item noStyle shouldUpdate>
                {({ getFieldsValue }) => (
                  <SelectItem
                    field={field}
                    options={(field.options as OptionsOf)(getFieldsValue(true) as Record<string, unknown>)}
                  />
                )}
              </Form.Item>
            ) : field.kind === 'select' ? (
              <SelectItem field={field} options={(field.options as readonly SearchOption[] | undefined) ?? []} />
            ) : (
              <Form.Item name={nameOf(field)} label={field.label}>
                <Control field={field} />
              </Form.Item>
            )}
          </Col>
        ))}
        <Col flex="auto" className="portal-list__search-actions">
          <Space wrap>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
              查询
            </Button>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                form.resetFields();
                onReset();
              }}
            >
              重置
            </Button>
            {extra}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
