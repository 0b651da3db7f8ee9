/**
 * 登记配额与排放: operations enter an enterprise's free allocation and verified emissions for a compliance year, and
 * its surrender deadline (31 December of the following year unless set). An empty 核查排放量 means not verified yet.
 * The field rules are the server's (carbon/rules.ts); the server checks again and writes the audit log.
 */
import { useState, type FormEvent } from 'react';
import {
  CARBON_FIRST_YEAR,
  carbonDefaultDeadline,
  carbonMaxYear,
  isCarbonDate,
  normalizeCarbonTonnes,
} from '@portal/shared/carbon/rules';
import { CARBON_MSG } from '@portal/shared/carbon/messages';
import { FormRow, submitFailure } from '@portal/subapp-kit/react/form';
import type { ViewProps } from './App.tsx';

/** A prefilled form (修改登记 from a detail): the enterprise and year are fixed. */
export interface EntryStart {
  entId: string;
  entName: string;
  year: number;
  allocation: number;
  verifiedEmission: number | null;
  deadline: string;
}

interface Values {
  entId: string;
  year: string;
  allocation: string;
  verifiedEmission: string;
  deadline: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const YEARS = Array.from({ length: carbonMaxYear() - CARBON_FIRST_YEAR + 1 }, (_, i) => String(carbonMaxYear() - i));

function validate(v: Values): Errors {
  const errs: Errors = {
    entId: /^\d+$/.test(v.entId) ? '' : CARBON_MSG.entRule,
    year: YEARS.includes(v.year) ? '' : CARBON_MSG.yearRule,
    allocation: normalizeCarbonTonnes(v.allocation, 0) === null ? CARBON_MSG.allocationRule : '',
    verifiedEmission:
      v.verifiedEmission.trim() === '' || normalizeCarbonTonnes(v.verifiedEmission, 0) !== null
        ? ''
        : CARBON_MSG.emissionRule,
    deadline: isCarbonDate(v.deadline) && v.deadline > `${v.year}-12-31` ? '' : CARBON_MSG.deadlineRule,
  };
  return Object.fromEntries(Object.entries(errs).filter(([, m]) => m));
}

export function EntryForm({
  call,
  report,
  start,
  onCancel,
  onSaved,
}: ViewProps & { start?: EntryStart; onCancel: () => void; onSaved: (id: string, msg: string) => void }) {
  const firstYear = String(start?.year ?? carbonMaxYear() - 1);
  const [values, setValues] = useState<Values>({
    entId: start?.entId ?? '',
    year: firstYear,
    allocation: start ? String(start.allocation) : '',
    verifiedEmission: start?.verifiedEmission === null || !start ? '' : String(start.verifiedEmission),
    deadline: start?.deadline ?? carbonDefaultDeadline(Number(firstYear)),
  });
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<{ id: string; name: string }[] | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const set = (k: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => {
      const next = { ...v, [k]: e.target.value };
      // A new year moves the default deadline with it, unless one was typed.
      if (k === 'year' && v.deadline === carbonDefaultDeadline(Number(v.year)))
        next.deadline = carbonDefaultDeadline(Number(e.target.value));
      return next;
    });

  const search = async () => {
    const kw = keyword.trim();
    if (!kw) return;
    try {
      const res = await call('carbonAdminEnterprises', { keyword: kw });
      report(null);
      setFound(res.data);
      setValues((v) => ({ ...v, entId: res.data[0]?.id ?? '' }));
    } catch (err) {
      const apiErr = submitFailure(err, report);
      if (apiErr) setFailure(apiErr.message);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = validate(values);
    setErrors(errs);
    setFailure('');
    if (Object.keys(errs).length) return;
    setSubmitting(true);
    try {
      const res = await call('carbonAdminSave', {
        entId: values.entId,
        year: Number(values.year),
        allocation: values.allocation.trim(),
        verifiedEmission: values.verifiedEmission.trim() === '' ? null : values.verifiedEmission.trim(),
        deadline: values.deadline,
      });
      report(null);
      onSaved(res.data[0].id, res.msg);
    } catch (err) {
      const apiErr = submitFailure(err, report);
      if (!apiErr) return;
      setFailure(apiErr.message);
      setSubmitting(false);
    }
  };

  return (
    <section className="el-card">
      <div className="el-card-head">
        <h2 className="el-h2">{start ? '修改登记' : '登记配额与排放'}</h2>
        <button type="button" className="el-btn el-btn-link" onClick={onCancel}>
          返回列表
        </button>
      </div>
      {failure ? (
        <div className="el-alert el-alert-error" role="alert">
          {failure}
        </div>
      ) : null}
      <form className="el-form" onSubmit={(e) => void submit(e)} noValidate>
        <FormRow label="企业" required error={errors.entId}>
          {start ? (
            <span className="ca-fixed">{start.entName}</span>
          ) : (
            <div className="ca-picker">
              <input
                className="el-input"
                placeholder="输入企业名称关键字"
                maxLength={100}
                value={keyword}
                onChange={(e) => setKeyword(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void search();
                  }
                }}
              />
              <button type="button" className="el-btn" onClick={() => void search()}>
                查找
              </button>
              {found ? (
                <select className="el-input" aria-label="企业" value={values.entId} onChange={set('entId')}>
                  {found.length === 0 ? <option value="">未找到企业</option> : null}
                  {found.map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.name}
                    </option>
                  ))}
                </select>
              ) : null}
            </div>
          )}
        </FormRow>
        <FormRow label="履约年度" required error={errors.year}>
          <select className="el-input" value={values.year} onChange={set('year')} disabled={Boolean(start)}>
            {YEARS.map((y) => (
              <option key={y} value={y}>
                {y} 年度
              </option>
            ))}
          </select>
        </FormRow>
        <FormRow label="配额分配量（吨）" required error={errors.allocation}>
          <input
            className="el-input"
            inputMode="numeric"
            autoComplete="off"
            placeholder="不小于0的整数吨"
            value={values.allocation}
            onChange={set('allocation')}
          />
        </FormRow>
        <FormRow label="核查排放量（吨）" error={errors.verifiedEmission} hint="未核查时留空">
          <input
            className="el-input"
            inputMode="numeric"
            autoComplete="off"
            placeholder="不小于0的整数吨"
            value={values.verifiedEmission}
            onChange={set('verifiedEmission')}
          />
        </FormRow>
        <FormRow label="清缴截止日" required error={errors.deadline}>
          <input className="el-input" type="date" value={values.deadline} onChange={set('deadline')} />
        </FormRow>
        <div className="el-form-actions">
          <button type="submit" className="el-btn el-btn-primary" disabled={submitting}>
            {submitting ? '保存中…' : '保存'}
          </button>
          <button type="button" className="el-btn" onClick={onCancel} disabled={submitting}>
            取消
          </button>
        </div>
      </form>
    </section>
  );
}
